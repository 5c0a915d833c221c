// Both figures of issue 39 against a deliberately naive oracle: the rule's words with Sets, relaxed to a fixpoint.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reviewJson } from '@engine/assignments/review-export';
import { CUSTOM, ROLE, shippedTakeover, takeoverEngine, tenantFile, type TenantAssignment } from './takeover-tenant';

const EFFECTIVE = { inherit: true, wildcards: true };
const ASSIGN = 'microsoft.directory/roleAssignments/allProperties/allTasks';
const APP = [
  'microsoft.directory/applications/credentials/update',
  'microsoft.directory/applications/owners/update',
  'microsoft.directory/servicePrincipals/credentials/update',
  'microsoft.directory/servicePrincipals/owners/update',
];
const JOIN = 'microsoft.directory/groupsAssignableToRoles/allProperties/update';
const UNKNOWN_ROLE = 'dddddddd-0000-4000-8000-00000000dead';

const engine = takeoverEngine();
const matrix = shippedTakeover().resetPasswords as {
  columns: { templateId: string }[];
  rows: { key: string; cells: number[] }[];
};
const POOL = [...Object.values(ROLE), ...Object.values(CUSTOM).map((r) => r.templateId), UNKNOWN_ROLE];
/** Each known role's effective permissions as strings (the engine's analysis of one role, as the rule oracle does). */
const effective = new Map(
  POOL.filter((id) => id !== UNKNOWN_ROLE).map((id) => [id, new Set(engine.analyze([id], EFFECTIVE).actions)]),
);

/** Whether the matrix column of `actor` has ✅ on the row of `target`'s holders ("All other…" for a role not a row). */
function columnResets(actor: string, target: string): boolean {
  const c = matrix.columns.findIndex((col) => col.templateId === actor);
  if (c < 0) return false;
  const row = matrix.rows.find((r) => r.key === target) ?? matrix.rows.find((r) => r.key === '~any-other-role')!;
  return row.cells[c] !== 0;
}

/** The fewest steps of each principal, from the rule's words, by relaxing every (assignment, principal) pair. */
function oracleSteps(assignments: readonly TenantAssignment[], standing: boolean): Map<string, number | null> {
  const principals = [...new Set(assignments.map((a) => a.principal))];
  const type = new Map(assignments.map((a) => [a.principal, a.type]));
  const rolesOf = (p: string) => new Set(assignments.filter((a) => a.principal === p).map((a) => a.role));
  const counts = (a: TenantAssignment) => !standing || !a.eligible;
  const grants = (role: string, action: string) => effective.get(role)?.has(action) === true;
  const takesOver = (a: TenantAssignment, q: string): boolean => {
    if (!effective.has(a.role) || (a.scope ?? '/') !== '/' || !counts(a)) return false;
    if (type.get(q) === 'user') {
      if (a.role === ROLE.partnerTier2Support) return true;
      if ([...rolesOf(q)].every((r) => columnResets(a.role, r)) && matrix.columns.some((c) => c.templateId === a.role))
        return true;
    }
    if (type.get(q) === 'servicePrincipal' && APP.some((x) => grants(a.role, x))) return true;
    return type.get(q) === 'group' && grants(a.role, JOIN);
  };
  const dist = new Map<string, number>();
  for (const a of assignments) if (a.role === ROLE.globalAdministrator && counts(a)) dist.set(a.principal, 0);
  for (let changed = true; changed;) {
    changed = false;
    for (const a of assignments) {
      const candidates = [
        ...(effective.has(a.role) && (a.scope ?? '/') === '/' && counts(a) && grants(a.role, ASSIGN) ? [1] : []),
        ...principals.filter((q) => dist.has(q) && takesOver(a, q)).map((q) => dist.get(q)! + 1),
      ];
      const best = Math.min(...candidates);
      if (best < (dist.get(a.principal) ?? Infinity)) {
        dist.set(a.principal, best);
        changed = true;
      }
    }
  }
  return new Map(principals.map((p) => [p, dist.get(p) ?? null]));
}

const tenant = fc
  .tuple(
    fc.array(fc.constantFrom<TenantAssignment['type']>('user', 'user', 'group', 'servicePrincipal', null), {
      minLength: 1,
      maxLength: 8,
    }),
    fc.array(
      fc.record({
        who: fc.nat(),
        role: fc.constantFrom(...POOL),
        scope: fc.constantFrom('/', '/', '/', '/administrativeUnits/4b9e2f10-7c3d-4a8e-b6f1-0d2c5e9a7b31'),
        eligible: fc.boolean(),
      }),
      { minLength: 1, maxLength: 16 },
    ),
  )
  .map(([types, list]) =>
    list.map((a): TenantAssignment => ({
      principal: `p${a.who % types.length}`,
      type: types[a.who % types.length],
      role: a.role,
      scope: a.scope,
      eligible: a.eligible,
    })),
  );

describe('steps and standingSteps against the naive oracle', () => {
  it('agree on every generated tenant, and so do the summary figures', () => {
    fc.assert(
      fc.property(tenant, (assignments) => {
        const json = reviewJson(engine.reviewAssignments([tenantFile(assignments)]).review!);
        const any = oracleSteps(assignments, false);
        const standing = oracleSteps(assignments, true);
        for (const p of json.principals) {
          const r = p.reachesGlobalAdministrator ?? null;
          expect([p.id, r?.steps ?? null, r?.standingSteps ?? null]).toEqual([p.id, any.get(p.id), standing.get(p.id)]);
          if (r) expect(r.chain.filter((l) => l.kind !== 'holds')).toHaveLength(r.steps);
        }
        const holders = new Set(assignments.filter((a) => a.role === ROLE.globalAdministrator).map((a) => a.principal));
        const reaching = [...any].filter(([p, s]) => s !== null && !holders.has(p)).map(([p]) => p);
        expect(json.summary.principalsReachingGlobalAdministrator).toBe(reaching.length);
        expect(json.summary.principalsReachingGlobalAdministratorStanding).toBe(
          reaching.filter((p) => standing.get(p) !== null).length,
        );
      }),
      { numRuns: 300 },
    );
  });
});
