// Turns client roles into the engine's plain input (what crosses into the worker).
import type { EngineRole } from '@engine/catalog';
import type { Role } from './role-model';

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
