// The redundancy rule written plainly with Sets of strings, from issue 32's words: the review is checked against it.
import type { Assignment } from '@engine/assignments/assignment-model';
import type { RoleEngine } from '@engine/engine';
import { shippedRoles } from '../../helpers';
import { EFFECTIVE } from './fixtures';

export interface OracleRole {
  effective: Set<string>;
  listsNone: boolean;
}

/** Each shipped (and loaded custom) role's effective permissions as strings, and whether it lists none. */
export function oracleRoles(engine: RoleEngine, listed: Map<string, number>): Map<string, OracleRole> {
  const roles = new Map<string, OracleRole>();
  for (const [templateId, count] of listed)
    roles.set(templateId, {
      effective: new Set(engine.analyze([templateId], EFFECTIVE).actions),
      listsNone: count === 0,
    });
  return roles;
}

export function shippedListedCounts(): Map<string, number> {
  return new Map(shippedRoles().map((r) => [r.templateId, r.permissions.length]));
}

const isSubset = (a: Set<string>, b: Set<string>) => [...a].every((x) => b.has(x));

/** Rule 1–4: B covers A. */
export function oracleCovers(roles: Map<string, OracleRole>, b: Assignment, a: Assignment): boolean {
  if (a === b || a.principalId.toLowerCase() !== b.principalId.toLowerCase()) return false;
  const ra = a.roleTemplateId === null ? undefined : roles.get(a.roleTemplateId);
  const rb = b.roleTemplateId === null ? undefined : roles.get(b.roleTemplateId);
  if (!ra || !rb || ra.listsNone) return false;
  if (b.scope.toLowerCase() !== '/' && b.scope.toLowerCase() !== a.scope.toLowerCase()) return false;
  if (b.state === 'eligible' && a.state !== 'eligible') return false;
  return isSubset(ra.effective, rb.effective);
}

/** The tie-break: active before eligible, / before any other scope, then role name, then assignment id. */
export function oracleBefore(b: Assignment, a: Assignment): boolean {
  const key = (x: Assignment) => [x.state === 'eligible' ? 1 : 0, x.scope === '/' ? 0 : 1, x.roleName, x.id] as const;
  const [kb, ka] = [key(b), key(a)];
  for (let i = 0; i < kb.length; i++) if (kb[i] !== ka[i]) return kb[i] < ka[i];
  return false;
}

/** The ids of the assignments that make `a` redundant. */
export function oracleCoveredBy(roles: Map<string, OracleRole>, all: readonly Assignment[], a: Assignment): string[] {
  return all
    .filter((b) => oracleCovers(roles, b, a) && (!oracleCovers(roles, a, b) || oracleBefore(b, a)))
    .map((b) => b.id);
}
