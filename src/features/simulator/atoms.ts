// The simulator's picks: built-in roles (the selection, kept in session storage) and custom roles (memory).
import { atom, type Getter } from 'jotai';
import {
  addRolesAtom,
  clearSelectionAtom,
  selectionAtom,
  toggleRoleAtom,
  type SelectionAtoms,
} from '../../state/selection';
import { customRolesAtom } from '../../state/custom-roles';
import { customSelectionAtom } from '../custom-roles/atoms';

/** The simulator's picked roles: the built-in selection (kept in session storage), then the picked custom roles (memory). */
export const pickedIdsAtom = atom((get) => [...get(selectionAtom), ...get(customSelectionAtom)]);

const isCustom = (get: Getter, id: string) => get(customRolesAtom).some((role) => role.templateId === id);

/** Picks or unpicks one role of either group. */
export const togglePickAtom = atom(null, (get, set, templateId: string) => {
  if (!isCustom(get, templateId)) return set(toggleRoleAtom, templateId);
  const picked = get(customSelectionAtom);
  set(
    customSelectionAtom,
    picked.includes(templateId) ? picked.filter((id) => id !== templateId) : [...picked, templateId],
  );
});

/** Picks roles of either group ('Select all'). */
export const addPicksAtom = atom(null, (get, set, templateIds: string[]) => {
  const custom = new Set(get(customRolesAtom).map((role) => role.templateId));
  set(
    addRolesAtom,
    templateIds.filter((id) => !custom.has(id)),
  );
  set(customSelectionAtom, [...get(customSelectionAtom), ...templateIds.filter((id) => custom.has(id))]);
});

/** Unpicks one role of either group. */
export const removePickAtom = atom(null, (get, set, templateId: string) => {
  if (isCustom(get, templateId))
    set(
      customSelectionAtom,
      get(customSelectionAtom).filter((id) => id !== templateId),
    );
  else
    set(
      selectionAtom,
      get(selectionAtom).filter((id) => id !== templateId),
    );
});

/** Unpicks every role ('Clear all'). */
export const clearPicksAtom = atom(null, (_get, set) => {
  set(clearSelectionAtom);
  set(customSelectionAtom, []);
});

/** The picks' atoms, for the simulator's list of roles of both groups. */
export const PICK_ATOMS: SelectionAtoms = { ids: pickedIdsAtom, toggle: togglePickAtom, add: addPicksAtom };
