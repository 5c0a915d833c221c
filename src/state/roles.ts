// The visitor's custom roles as the engine sees them, and the words for a failed load. The worker owns the dataset:
// pages ask it for view-models (src/state/engine-answer.ts), never for the role list itself.
import { atom } from 'jotai';
import { setEngineCustomRoles } from '../worker-bridge/engine-client';
import { customRolesAtom } from './custom-roles';
import type { CustomRole } from '../data/custom-roles';

/** Replaces the imported custom roles; the engine answers with them from its next question on. */
export const setCustomRolesAtom = atom(null, (_get, set, custom: readonly CustomRole[]) => {
  set(customRolesAtom, custom);
  setEngineCustomRoles(custom);
});

/** The message to show for a load error ('Failed to load roles' when there is none). */
export function errorMessage(error: unknown, fallback = 'Failed to load roles'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
