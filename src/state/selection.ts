// The simulator selection (template ids), kept in session storage so it survives reloads and page changes.
import { useCallback, useMemo } from 'react';
import { atom, useAtomValue, useSetAtom, type Atom, type WritableAtom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { SELECTION_KEY, sessionStoreOrMemory } from './session-store';

const storage = createJSONStorage<string[]>(sessionStoreOrMemory);
const storedSelectionAtom = atomWithStorage<string[]>(SELECTION_KEY, [], storage, { getOnInit: true });

/** Selected role template ids, in the order they were picked. */
export const selectionAtom = atom(
  (get) => {
    const value = get(storedSelectionAtom);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  },
  (_get, set, ids: string[]) => set(storedSelectionAtom, [...new Set(ids)]),
);

export const toggleRoleAtom = atom(null, (get, set, templateId: string) => {
  const ids = get(selectionAtom);
  set(selectionAtom, ids.includes(templateId) ? ids.filter((id) => id !== templateId) : [...ids, templateId]);
});

export const addRolesAtom = atom(null, (get, set, templateIds: string[]) => {
  set(selectionAtom, [...get(selectionAtom), ...templateIds]);
});

export const clearSelectionAtom = atom(null, (_get, set) => set(selectionAtom, []));

/** A list's picked roles: their ids, and the atoms that toggle one and add several. */
export interface SelectionAtoms {
  ids: Atom<readonly string[]>;
  toggle: WritableAtom<null, [templateId: string], void>;
  add: WritableAtom<null, [templateIds: string[]], void>;
}

/** The simulator selection's atoms, for a list of built-in roles (the catalog). */
export const SELECTION_ATOMS: SelectionAtoms = { ids: selectionAtom, toggle: toggleRoleAtom, add: addRolesAtom };

const NOTHING_SHOWN: readonly string[] = [];

/**
 * The picked roles a list shows and what a press on a role does. Until `shown` (a prerendered list hydrating shows
 * every role unpicked, as the build rendered it: the tab's storage is not the server's) a press picks the role and
 * never unpicks one the tab had stored.
 */
export function useShownSelection(
  { ids, toggle, add }: SelectionAtoms,
  shown: boolean,
): { picked: readonly string[]; selected: ReadonlySet<string>; press: (templateId: string) => void } {
  const stored = useAtomValue(ids);
  const picked = shown ? stored : NOTHING_SHOWN;
  const toggleOne = useSetAtom(toggle);
  const addSome = useSetAtom(add);
  const press = useCallback(
    (templateId: string) => (shown ? toggleOne(templateId) : addSome([templateId])),
    [shown, toggleOne, addSome],
  );
  return { picked, selected: useMemo(() => new Set(picked), [picked]), press };
}
