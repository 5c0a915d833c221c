// The redundancy rule's cases (issue 32) on the shipped dataset, and the summary counted again here from the raw files.
import { describe, expect, it } from 'vitest';
import { LISTED_VIEW } from '@engine/catalog';
import { NO_PERMISSIONS_LISTED, UNKNOWN_ROLE_DEFINITION } from '@engine/assignments/redundancy-rule';
import type { AssignmentReview } from '@engine/assignments/review';
import { principalAssignments, principalAt, type ReviewedAssignment } from '@engine/assignments/review-rows';
import {
  customRoles,
  engineWith,
  fixture,
  fixtureJson,
  GLOBAL_ADMINISTRATOR,
  textFile,
  USER_ADMINISTRATOR,
} from './fixtures';
import { oracleCoveredBy, oracleRoles, shippedListedCounts } from './rule-oracle';
import { shippedRole, shippedRoles } from '../../helpers';

const engine = engineWith();
const ruleCases = engine.reviewAssignments([fixture('graph-pages-rule-cases.json')]).review!;

/** The assignments of the principal with this display name: [role name, state, scope, redundant, covered by (ids)]. */
function casesOf(review: AssignmentReview, name: string): ReviewedAssignment[] {
  const p = review.principals.names.indexOf(name);
  expect(p, name).toBeGreaterThanOrEqual(0);
  return principalAssignments(review, p);
}
const redundancy = (list: ReviewedAssignment[]) => list.map((a) => [a.role.name, a.state, a.redundant, a.coveredBy]);

describe('the redundancy rule', () => {
  it('Global Administrator covers User Administrator in the effective view (not in the Listed one)', () => {
    const [ga, ua] = casesOf(ruleCases, 'ops-admin-01');
    expect(redundancy([ga, ua])).toEqual([
      ['Global Administrator', 'active', false, []],
      ['User Administrator', 'active', true, [ga.id]],
    ]);
    const listed = (slug: string) => new Set(shippedRole(slug).permissions.map((p) => p.action));
    const gaListed = listed('global-administrator');
    expect([...listed('user-administrator')].every((a) => gaListed.has(a))).toBe(false);
    expect(engine.analyze([USER_ADMINISTRATOR, GLOBAL_ADMINISTRATOR], LISTED_VIEW).subsetPairs).toHaveLength(0);
  });

  it('active covers eligible', () => {
    const [active, eligible] = casesOf(ruleCases, 'helpdesk-lead');
    expect(redundancy([active, eligible])).toEqual([
      ['User Administrator', 'active', false, []],
      ['User Administrator', 'eligible', true, [active.id]],
    ]);
  });

  it('eligible does not cover active', () => {
    expect(redundancy(casesOf(ruleCases, 'breakglass-candidate'))).toEqual([
      ['User Administrator', 'active', false, []],
      ['Global Administrator', 'eligible', false, []],
    ]);
  });

  it('tenant scope covers an administrative unit scope', () => {
    const [tenant, unit] = casesOf(ruleCases, 'SG-Regional-Helpdesk');
    expect([tenant.scope, unit.scope.startsWith('/administrativeUnits/')]).toEqual(['/', true]);
    expect([tenant.redundant, unit.redundant, unit.coveredBy]).toEqual([false, true, [tenant.id]]);
  });

  it('an administrative unit scope does not cover the tenant scope', () => {
    // Password Administrator's permissions are in Helpdesk Administrator's, but that one holds only an administrative unit.
    expect(redundancy(casesOf(ruleCases, 'regional-support-02'))).toEqual([
      ['Password Administrator', 'active', false, []],
      ['Helpdesk Administrator', 'active', false, []],
    ]);
  });

  it('the same role twice: only the later id is redundant', () => {
    const [first, second] = casesOf(ruleCases, 'secops-reader');
    expect(first.id < second.id).toBe(true);
    expect([first.redundant, second.redundant, second.coveredBy]).toEqual([false, true, [first.id]]);
  });

  it('mutual coverage of two roles: the later role name is redundant', () => {
    expect(redundancy(casesOf(ruleCases, 'device-admin-svc'))).toEqual([
      ['Azure AD Joined Device Local Administrator', 'active', false, []],
      ['Directory Readers', 'active', true, [casesOf(ruleCases, 'device-admin-svc')[0].id]],
    ]);
  });

  it('a role with no permissions listed is never redundant, and is flagged to check by hand', () => {
    const list = casesOf(ruleCases, 'device-enrolment');
    expect(list.map((a) => [a.role.name, a.redundant, a.check])).toEqual([
      ['Device Join', false, NO_PERMISSIONS_LISTED],
      ['Device Join', false, NO_PERMISSIONS_LISTED],
      ['Global Administrator', false, null],
    ]);
  });

  it('an unknown role is listed with the id given, never redundant, and left out of the analysis', () => {
    const [unknown, ua] = casesOf(ruleCases, 'legacy-admin');
    expect(unknown.role).toMatchObject({ templateId: '6f3c1e2a-9b8d-4c7e-a1f0-2d4b6e8c0a13', known: false });
    expect([unknown.redundant, unknown.check, ua.redundant]).toEqual([false, UNKNOWN_ROLE_DEFINITION, false]);
  });

  it('a chain: each covered one names every assignment that covers it', () => {
    const [ga, ua, pa] = casesOf(ruleCases, 'identity-ops');
    expect(redundancy([ga, ua, pa])).toEqual([
      ['Global Administrator', 'active', false, []],
      ['User Administrator', 'eligible', true, [ga.id]],
      ['Password Administrator', 'eligible', true, [ga.id, ua.id]],
    ]);
  });

  it('a custom role: covered by Global Administrator; it and Helpdesk Administrator do not cover each other', () => {
    const custom = customRoles();
    const full = engineWith({ custom });
    const csv = [
      'principalId,role',
      'p-1,Helpdesk Lite',
      'p-1,Global Administrator',
      'p-2,Helpdesk Lite',
      'p-2,Helpdesk Administrator',
    ];
    const review = full.reviewAssignments([textFile('c.csv', csv.join('\n'))]).review!;
    const byPrincipal = (id: string) =>
      principalAssignments(review, review.principals.ids.indexOf(id)).map((a) => [a.role.name, a.redundant]);
    expect(byPrincipal('p-1')).toEqual([
      ['Global Administrator', false],
      ['Helpdesk Lite', true],
    ]);
    expect(byPrincipal('p-2')).toEqual([
      ['Helpdesk Administrator', false],
      ['Helpdesk Lite', false],
    ]);
  });

  it('agrees with the Set-of-strings rule on every assignment of the fixtures', () => {
    const read = engine.readAssignments(
      ['graph-pages-rule-cases.json', 'graph-role-assignments.json', 'pim-export.csv', 'graph-no-expand.json'].map(
        fixture,
      ),
    );
    const review = engine.reviewAssignments(
      ['graph-pages-rule-cases.json', 'graph-role-assignments.json', 'pim-export.csv', 'graph-no-expand.json'].map(
        fixture,
      ),
    ).review!;
    const roles = oracleRoles(engine, shippedListedCounts());
    const coveredBy = new Map(
      review.principals.ids.flatMap((_, p) => principalAssignments(review, p).map((a) => [a.id, a.coveredBy])),
    );
    for (const a of read.assignments)
      expect([...coveredBy.get(a.id)!].sort(), a.id).toEqual(oracleCoveredBy(roles, read.assignments, a).sort());
  });
});

describe('the summary', () => {
  it('counts what the raw files hold, derived here from their JSON and the dataset', () => {
    const pages = fixtureJson('graph-pages-rule-cases.json');
    type Raw = { id: string; principalId: string; roleDefinitionId: string; endDateTime?: string | null };
    const active: Raw[] = pages[0].value;
    const eligible: Raw[] = pages[1].value;
    const all = [...active, ...eligible];
    const byId = new Map(shippedRoles().map((r) => [r.templateId, r]));
    const principalsWith = (test: (r: Raw) => boolean) => new Set(all.filter(test).map((r) => r.principalId)).size;
    const read = engine.readAssignments([fixture('graph-pages-rule-cases.json')]);
    const roles = oracleRoles(engine, shippedListedCounts());
    expect(ruleCases.summary).toEqual({
      principals: principalsWith(() => true),
      assignments: all.length,
      redundantAssignments: read.assignments.filter((a) => oracleCoveredBy(roles, read.assignments, a).length > 0)
        .length,
      globalAdministrators: principalsWith((r) => r.roleDefinitionId === GLOBAL_ADMINISTRATOR),
      privilegedPrincipals: principalsWith((r) => byId.get(r.roleDefinitionId)?.privileged === true),
      tier0Principals: principalsWith((r) => byId.get(r.roleDefinitionId)?.tier === 0),
      standingPrivilegedAssignments: active.filter((r) => byId.get(r.roleDefinitionId)?.privileged).length,
      unknownRoles: all.filter((r) => !byId.has(r.roleDefinitionId)).length,
    });
  });

  it('counts a schedule instance with an end date as not standing', () => {
    const review = engine.reviewAssignments([fixture('graph-assignment-schedule-instances.json')]).review!;
    // Two active privileged assignments (Security Administrator activated until 15:58, Global Administrator without end).
    expect(review.summary.standingPrivilegedAssignments).toBe(1);
    expect(principalAt(review, review.principals.names.indexOf('ops-admin-01'))).toMatchObject({
      globalAdministrator: true,
      privileged: true,
      tier0: true,
    });
  });

  it('is null for a read that found nothing, with the problems', () => {
    const answer = engine.reviewAssignments([fixture('broken.json')]);
    expect(answer.review).toBeNull();
    expect(answer.read.problems.map((p) => p.code)).toEqual(['invalid-json']);
  });
});
