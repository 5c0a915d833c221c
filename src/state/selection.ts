// The simulator selection (template ids), kept in session storage so it survives reloads and page changes.
import { atom } from 'jotai';
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
