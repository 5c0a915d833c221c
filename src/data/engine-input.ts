// Turns client roles into the engine's plain input (what crosses into the worker).
import type { EngineRole } from '@engine/catalog';
import type { Role } from './role-model';
import { mapSlices } from './next-task';

export function toEngineRoles(roles: Role[]): EngineRole[] {
  return roles.map((role) => ({
    templateId: role.templateId,
    name: role.displayName,
    inheritsFrom: role.inheritsFrom,
    grants: role.permissions.map((p) => ({ action: p.action, condition: p.condition ?? null })),
    privileged: role.privileged,
    tier: role.tier,
    builtIn: role.builtIn,
  }));
}

/** Roles encoded per task: 100 imported roles of 60 actions each take a few milliseconds. */
export const ROLES_PER_SLICE = 100;

/**
 * The engine input of `roles` as pieces of JSON bytes (each a list of up to ROLES_PER_SLICE roles), one piece per task.
 * The pieces are transferred to the worker, not copied: 1,000 imported roles cloned as objects made a main-thread task
 * of about 100 ms, and even as one string the copy took tens of milliseconds.
 */
export async function engineRolesBytes(roles: readonly Role[], pause?: () => Promise<void>): Promise<Uint8Array[]> {
  const encoder = new TextEncoder();
  return mapSlices(roles, ROLES_PER_SLICE, (slice) => encoder.encode(JSON.stringify(toEngineRoles(slice))), pause);
}
