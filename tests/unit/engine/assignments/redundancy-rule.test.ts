// Properties of the redundancy rule on generated tenants of real roles: it matches the Set-of-strings rule, and dropping
// every redundant assignment keeps each principal's effective permissions.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REDUNDANCY_RULE, roleContainment } from '@engine/assignments/redundancy-rule';
import { buildCatalog } from '@engine/catalog';
import { principalAssignments } from '@engine/assignments/review-rows';
import { toEngineRoles } from '../../../../src/data/engine-input';
import { engineWith, textFile } from './fixtures';
import { oracleBefore, oracleCoveredBy, oracleCovers, oracleRoles, shippedListedCounts } from './rule-oracle';
import { shippedRole, shippedRoles } from '../../helpers';

const engine = engineWith();
const roles = oracleRoles(engine, shippedListedCounts());
const POOL = [
  'global-administrator',
  'user-administrator',
  'helpdesk-administrator',
  'password-administrator',
  'directory-readers',
  'device-join',
  'security-reader',
  'global-reader',
  'fabric-administrator',
  'groups-administrator',
].map((slug) => shippedRole(slug).templateId);
const POOL_WITH_UNKNOWN = [...POOL, '6f3c1e2a-9b8d-4c7e-a1f0-2d4b6e8c0a13'];
const SCOPES = [
  '/',
  '/administrativeUnits/11111111-2222-4333-8444-555555555555',
  '/66666666-7777-4888-9999-000000000000',
];

const tenantArb = fc.array(
  fc.record({
    principal: fc.integer({ min: 0, max: 3 }),
    role: fc.integer({ min: 0, max: POOL_WITH_UNKNOWN.length - 1 }),
    scope: fc.integer({ min: 0, max: SCOPES.length - 1 }),
    eligible: fc.boolean(),
    idKey: fc.integer({ min: 0, max: 9999 }),
  }),
  { maxLength: 14 },
);

type TenantAssignment = ReturnType<typeof tenantArb.generate>['value'][number];

/** The generated assignments as Graph JSON (a bare array: eligible ones carry a roleEligibilityScheduleId). */
function graphFile(tenant: TenantAssignment[]) {
  const records = tenant.map((a, i) => ({
    id: `${String(a.idKey).padStart(4, '0')}-${i}`,
    principalId: `00000000-0000-4000-8000-00000000000${a.principal}`,
    roleDefinitionId: POOL_WITH_UNKNOWN[a.role],
    directoryScopeId: SCOPES[a.scope],
    ...(a.eligible ? { roleEligibilityScheduleId: `s-${i}`, endDateTime: null } : {}),
  }));
  return textFile('tenant.json', JSON.stringify(records));
}

describe('the redundancy rule on generated tenants', () => {
  it('finds what the Set-of-strings rule finds; every coverer covers, and a mutual one comes first', () => {
    fc.assert(
      fc.property(
        tenantArb.filter((t) => t.length > 0),
        (tenant) => {
          const file = graphFile(tenant);
          const { assignments } = engine.readAssignments([file]);
          const review = engine.reviewAssignments([file]).review!;
          const byId = new Map(assignments.map((a) => [a.id, a]));
          let redundant = 0;
          review.principals.ids.forEach((_, p) => {
            for (const reviewed of principalAssignments(review, p)) {
              const a = byId.get(reviewed.id)!;
              expect([...reviewed.coveredBy].sort()).toEqual(oracleCoveredBy(roles, assignments, a).sort());
              expect(reviewed.redundant).toBe(reviewed.coveredBy.length > 0);
              for (const id of reviewed.coveredBy) {
                const b = byId.get(id)!;
                expect(oracleCovers(roles, b, a)).toBe(true);
                if (oracleCovers(roles, a, b)) expect(oracleBefore(b, a)).toBe(true);
              }
              if (reviewed.redundant) redundant++;
            }
          });
          expect(review.summary.redundantAssignments).toBe(redundant);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("removing every redundant assignment keeps each principal's effective permissions", () => {
    fc.assert(
      fc.property(tenantArb, (tenant) => {
        if (tenant.length === 0) return;
        const review = engine.reviewAssignments([graphFile(tenant)]).review!;
        review.principals.ids.forEach((_, p) => {
          const list = principalAssignments(review, p).filter((a) => a.role.known);
          const union = (kept: typeof list) =>
            new Set(kept.flatMap((a) => [...roles.get(a.role.templateId)!.effective]));
          expect(union(list.filter((a) => !a.redundant))).toEqual(union(list));
        });
      }),
      { numRuns: 150 },
    );
  });

  it('computes containment once for the roles met, in the effective view', () => {
    const catalog = buildCatalog(toEngineRoles(shippedRoles()));
    const indexes = POOL.map((id) => catalog.indexByTemplateId.get(id)!);
    const c = roleContainment(catalog, indexes);
    POOL.forEach((a, i) =>
      POOL.forEach((b, j) => {
        const [ra, rb] = [roles.get(a)!, roles.get(b)!];
        expect(c.contains[i * POOL.length + j] === 1, `${a} ⊆ ${b}`).toBe(
          [...ra.effective].every((x) => rb.effective.has(x)),
        );
      }),
    );
    expect([...c.listsNone]).toEqual(POOL.map((id) => (roles.get(id)!.listsNone ? 1 : 0)));
  });

  it("states the rule in the issue's words, once", () => {
    expect(REDUNDANCY_RULE).toMatch(/^For one principal, assignment B covers assignment A \(B is not A\)/);
    expect(REDUNDANCY_RULE).toContain('in the effective view (+ Inherited + Wildcards)');
    expect(REDUNDANCY_RULE).toContain(
      'active before eligible, / before any other scope, then role name, then assignment id.',
    );
  });
});
