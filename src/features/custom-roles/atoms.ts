// Importing, removing and selecting custom roles: the file is read in the engine worker; the roles go through
// customRolesAtom, and every question whose answer includes them names them. Nothing here makes a request.
import { atom } from 'jotai';
import type { CustomRole, ImportResult } from '../../data/custom-roles';
import { customRolesAtom } from '../../state/custom-roles';
import { askEngine, startEngine } from '../../worker-bridge/engine-client';
import { readImportAnswer } from '../../data/import-answer';
import { nextTask } from '../../data/next-task';

/** Reads a text or a file of role definitions in the worker, against its built-in roles and the roles imported so far. */
export async function readRoleDefinitions(text: string | Blob, imported: readonly CustomRole[]): Promise<ImportResult> {
  const identities = imported.map(({ displayName, id, templateId, slug }) => ({ displayName, id, templateId, slug }));
  const answer = await askEngine('importRoleDefinitions', [text, identities]);
  // One piece of the answer per task: a new task after each, so a big import leaves the main thread free in between.
  return readImportAnswer(answer, nextTask);
}

/**
 * Imports a text of role definitions: on success its roles are added after those imported before (the answer says
 * what was read); on an error nothing changes, so what was imported or selected stays.
 */
export const importCustomRolesAtom = atom(null, async (get, set, text: string | Blob): Promise<ImportResult> => {
  const result = await readRoleDefinitions(text, get(customRolesAtom));
  if ('error' in result || result.roles.length === 0) return result;
  // Another import may have landed while this one was read: add to the current list, as the parser was told.
  const roles = [...get(customRolesAtom), ...result.roles];
  set(customRolesAtom, roles);
  // The worker is given them now, in a task of their own (1,000 roles take tens of milliseconds to send), not inside
  // the click that asks its first question about them ('Select all').
  void nextTask().then(() => startEngine(roles));
  return result;
});

/** Removes one imported role (and its selection). */
export const removeCustomRoleAtom = atom(null, async (get, set, templateId: string) => {
  set(
    customRolesAtom,
    get(customRolesAtom).filter((role) => role.templateId !== templateId),
  );
});

/** Removes every imported role. */
export const removeAllCustomRolesAtom = atom(null, async (_get, set) => {
  set(customRolesAtom, []);
});

const pickedCustomAtom = atom<readonly string[]>([]);

/**
 * The custom roles picked in the simulator, in picking order: in memory only (the built-in selection is kept in
 * session storage; a custom role's id is not), and only ids of roles still imported.
 */
export const customSelectionAtom = atom(
  (get) => {
    const imported = new Set(get(customRolesAtom).map((role) => role.templateId));
    return get(pickedCustomAtom).filter((id) => imported.has(id));
  },
  (_get, set, ids: readonly string[]) => set(pickedCustomAtom, [...new Set(ids)]),
);
