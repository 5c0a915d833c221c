// src/state/selection.ts, store only (no rendering), in real Chromium for its session storage: the simulator selection.
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { addRolesAtom, clearSelectionAtom, selectionAtom, toggleRoleAtom } from '../../../src/state/selection';
import { SELECTION_KEY } from '../../../src/state/session-store';

type Store = ReturnType<typeof createStore>;

const GA = '62e90394-69f5-4237-9190-012177145e10';
const GR = 'f2ef992c-3afb-46b9-b7cf-a126ee74c451';
const UA = 'fe930be7-5e62-47db-91af-98c3a49a38b1';

/** A new store with the selection mounted, as a page that shows it has it: it reads what session storage holds. */
function pageStore(): Store {
  const store = createStore();
  store.sub(selectionAtom, () => {});
  return store;
}

/** The selection as session storage holds it (parsed), or null when nothing is stored. */
function stored(): unknown {
  const text = sessionStorage.getItem(SELECTION_KEY);
  return text === null ? null : JSON.parse(text);
}

beforeEach(() => sessionStorage.clear());

describe('selection atoms', () => {
  it('start empty when nothing is stored', () => {
    expect(pageStore().get(selectionAtom)).toEqual([]);
  });

  it('toggle adds an id at the end and takes it out again, and session storage follows', () => {
    const store = pageStore();
    store.set(toggleRoleAtom, GA);
    store.set(toggleRoleAtom, GR);
    expect(store.get(selectionAtom)).toEqual([GA, GR]);
    expect(stored()).toEqual([GA, GR]);
    store.set(toggleRoleAtom, GA);
    expect(store.get(selectionAtom)).toEqual([GR]);
    expect(stored()).toEqual([GR]);
  });

  it('add keeps the order picked and each id once, also within one call', () => {
    const store = pageStore();
    store.set(addRolesAtom, [GA, GR]);
    store.set(addRolesAtom, [UA, GR, GA, UA]);
    expect(store.get(selectionAtom)).toEqual([GA, GR, UA]);
    expect(stored()).toEqual([GA, GR, UA]);
    store.set(addRolesAtom, []);
    expect(store.get(selectionAtom)).toEqual([GA, GR, UA]);
  });

  it('writing the selection directly keeps each id once', () => {
    const store = pageStore();
    store.set(selectionAtom, [GR, GR, GA, GR]);
    expect(store.get(selectionAtom)).toEqual([GR, GA]);
    expect(stored()).toEqual([GR, GA]);
  });

  it('clear empties the selection and the stored list', () => {
    const store = pageStore();
    store.set(addRolesAtom, [GA, GR]);
    store.set(clearSelectionAtom);
    expect(store.get(selectionAtom)).toEqual([]);
    expect(stored()).toEqual([]);
  });

  it('a new store reads back what an earlier one stored, and carries on from it', () => {
    const first = pageStore();
    first.set(addRolesAtom, [GR, GA]);
    const second = pageStore();
    expect(second.get(selectionAtom)).toEqual([GR, GA]);
    second.set(toggleRoleAtom, UA);
    expect(pageStore().get(selectionAtom)).toEqual([GR, GA, UA]);
  });

  it('keeps only the strings of a stored list, and stores only strings from then on', () => {
    sessionStorage.setItem(SELECTION_KEY, JSON.stringify([GA, 1, null, { id: GR }, [GR], true, GR]));
    const store = pageStore();
    expect(store.get(selectionAtom)).toEqual([GA, GR]);
    store.set(toggleRoleAtom, UA);
    expect(stored()).toEqual([GA, GR, UA]);
  });

  it.each([
    ['an object', JSON.stringify({ ids: [GA] })],
    ['a string', JSON.stringify(GA)],
    ['a number', '42'],
    ['null', 'null'],
    ['text that is not JSON', `[${GA}`],
    ['empty text', ''],
  ])('reads %s in storage as no selection, and a new pick replaces it', (_kind, text) => {
    sessionStorage.setItem(SELECTION_KEY, text);
    const store = pageStore();
    expect(store.get(selectionAtom)).toEqual([]);
    store.set(addRolesAtom, [GR]);
    expect(store.get(selectionAtom)).toEqual([GR]);
    expect(stored()).toEqual([GR]);
  });
});
