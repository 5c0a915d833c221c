// Issue 39's rule per principal: each edge kind and each exclusion, on small tenants and the real engine and dataset.
import { describe, expect, it } from 'vitest';
import { reviewJson } from '@engine/assignments/review-export';
import { principalAssignments, principalAt } from '@engine/assignments/review-rows';
import { reachChain, reachLinkText } from '@engine/takeover/reach-chain';
import { CUSTOM, ROLE, takeoverEngine, tenantFile, type TenantAssignment } from './takeover-tenant';

const engine = takeoverEngine();

/** The review of `assignments`, and per principal (by id) its steps, standing steps and chain kinds. */
function reach(assignments: TenantAssignment[]) {
  const answer = engine.reviewAssignments([tenantFile(assignments)]);
  const review = answer.review!;
  const json = reviewJson(review);
  const of = (id: string) => {
    const p = json.principals.find((x) => x.id === id)!;
    const r = p.reachesGlobalAdministrator ?? null;
    return r && { steps: r.steps, standingSteps: r.standingSteps, kinds: r.chain.map((l) => l.kind) };
  };
  return { review, json, of, notes: answer.read.notes };
}

const GA_USER: TenantAssignment = { principal: 'ga-user', type: 'user', role: ROLE.globalAdministrator };

describe('takeover edges', () => {
  it('holds: a holder is 0 steps; holding it only eligible is no standing path', () => {
    const { of, json } = reach([
      GA_USER,
      { principal: 'ga-later', type: 'user', role: ROLE.globalAdministrator, eligible: true },
    ]);
    expect(of('ga-user')).toEqual({ steps: 0, standingSteps: 0, kinds: ['holds'] });
    expect(of('ga-later')).toEqual({ steps: 0, standingSteps: null, kinds: ['holds'] });
    expect(json.summary.principalsReachingGlobalAdministrator).toBe(0);
  });

  it('assign: Privileged Role Administrator is one step away, with no holder in the export', () => {
    const { of, json } = reach([{ principal: 'pra', type: 'user', role: ROLE.privilegedRoleAdministrator }]);
    expect(of('pra')).toEqual({ steps: 1, standingSteps: 1, kinds: ['assign'] });
    expect(json.principals[0].reachesGlobalAdministrator!.chain[0].to).toBe(ROLE.globalAdministrator);
    expect(json.summary.principalsReachingGlobalAdministrator).toBe(1);
    expect(json.summary.principalsReachingGlobalAdministratorStanding).toBe(1);
  });

  it("reset: Privileged Authentication Administrator resets a Global Administrator's password", () => {
    const { of, review } = reach([
      GA_USER,
      { principal: 'paa', type: 'user', role: ROLE.privilegedAuthenticationAdministrator },
    ]);
    expect(of('paa')).toEqual({ steps: 1, standingSteps: 1, kinds: ['reset', 'holds'] });
    const p = review.principals.ids.indexOf('paa');
    expect(reachChain(review, p)!.map((link) => reachLinkText(review, link))).toEqual([
      'paa can reset the password of ga-user (Privileged Authentication Administrator assignment assignment-1 at /)',
      'ga-user holds Global Administrator (Global Administrator assignment assignment-0 at /)',
    ]);
  });

  it('app credentials: the pipeline case, two steps through a service principal that can assign roles', () => {
    const { of } = reach([
      { principal: 'pipeline', type: 'servicePrincipal', role: ROLE.privilegedRoleAdministrator },
      { principal: 'app-admin', type: 'user', role: ROLE.applicationAdministrator },
    ]);
    expect(of('pipeline')).toEqual({ steps: 1, standingSteps: 1, kinds: ['assign'] });
    expect(of('app-admin')).toEqual({ steps: 2, standingSteps: 2, kinds: ['app-credentials', 'assign'] });
  });

  it('join group: a custom role that updates role-assignable groups joins a group holding the role', () => {
    const { of } = reach([
      { principal: 'ga-group', type: 'group', role: ROLE.globalAdministrator },
      { principal: 'joiner', type: 'user', role: CUSTOM.joinGroup.templateId },
      { principal: 'keys', type: 'user', role: CUSTOM.appCredentials.templateId },
    ]);
    expect(of('joiner')).toEqual({ steps: 1, standingSteps: 1, kinds: ['join-group', 'holds'] });
    expect(of('keys')).toBeNull(); // app credentials reach service principals, not groups
  });

  it('a cycle: two Privileged Authentication Administrators reset each other, and end', () => {
    const pair: TenantAssignment[] = [
      { principal: 'paa-1', type: 'user', role: ROLE.privilegedAuthenticationAdministrator },
      { principal: 'paa-2', type: 'user', role: ROLE.privilegedAuthenticationAdministrator },
    ];
    expect([reach(pair).of('paa-1'), reach(pair).of('paa-2')]).toEqual([null, null]);
    const withHolder = reach([...pair, GA_USER]);
    expect([withHolder.of('paa-1')!.steps, withHolder.of('paa-2')!.steps]).toEqual([1, 1]);
  });
});

describe('takeover exclusions', () => {
  it('an assignment scoped to an administrative unit draws no edge: "reach limited to <scope>"', () => {
    const unit = '/administrativeUnits/4b9e2f10-7c3d-4a8e-b6f1-0d2c5e9a7b31';
    const { of, review } = reach([
      GA_USER,
      { principal: 'unit-paa', type: 'user', role: ROLE.privilegedAuthenticationAdministrator, scope: unit },
      { principal: 'unit-reader', type: 'user', role: ROLE.directoryReaders, scope: unit },
    ]);
    expect(of('unit-paa')).toBeNull();
    const limited = (id: string) =>
      principalAssignments(review, review.principals.ids.indexOf(id)).map((a) => a.reachLimitedTo);
    expect(limited('unit-paa')).toEqual([`reach limited to ${unit}`]);
    expect(limited('unit-reader')).toEqual([null]); // a role that opens nothing is not said to be limited
  });

  it('a conditioned grant never opens a takeover', () => {
    const sp: TenantAssignment = { principal: 'ga-app', type: 'servicePrincipal', role: ROLE.globalAdministrator };
    const { of } = reach([
      sp,
      { principal: 'if-owner', type: 'user', role: CUSTOM.appCredentialsIfOwner.templateId },
      { principal: 'keys', type: 'user', role: CUSTOM.appCredentials.templateId },
    ]);
    expect(of('if-owner')).toBeNull();
    expect(of('keys')).toEqual({ steps: 1, standingSteps: 1, kinds: ['app-credentials', 'holds'] });
  });

  it('Security Administrator, Security Operator, Entra SOC Identity Responder and Partner Tier1 Support reset no holder of a role', () => {
    const limited = [
      ROLE.securityAdministrator,
      ROLE.securityOperator,
      ROLE.socIdentityResponder,
      ROLE.partnerTier1Support,
    ];
    const { of } = reach([
      GA_USER,
      ...limited.map((role, i) => ({ principal: `limited-${i}`, type: 'user' as const, role })),
      { principal: 'tier2', type: 'user', role: ROLE.partnerTier2Support },
    ]);
    expect(limited.map((_, i) => of(`limited-${i}`))).toEqual([null, null, null, null]);
    expect(of('tier2')!.steps).toBe(1); // Partner Tier2 Support reaches every user (and assigns roles)
  });

  it('a custom role that resets passwords draws no edge: the docs say nothing of it', () => {
    expect(
      reach([GA_USER, { principal: 'resetter', type: 'user', role: CUSTOM.passwordReset.templateId }]).of('resetter'),
    ).toBeNull();
  });

  it("a target holding one role outside the actor's column cannot be reset by it", () => {
    // app-owner holds Directory Readers (✅ for Helpdesk) and Application Administrator ("all other roles": no ✅).
    const { of } = reach([
      { principal: 'ga-app', type: 'servicePrincipal', role: ROLE.globalAdministrator },
      { principal: 'app-owner', type: 'user', role: ROLE.directoryReaders },
      { principal: 'app-owner', type: 'user', role: ROLE.applicationAdministrator, eligible: true },
      { principal: 'helpdesk', type: 'user', role: ROLE.helpdeskAdministrator },
      { principal: 'paa', type: 'user', role: ROLE.privilegedAuthenticationAdministrator },
    ]);
    expect(of('app-owner')).toEqual({ steps: 1, standingSteps: null, kinds: ['app-credentials', 'holds'] });
    expect(of('helpdesk')).toBeNull();
    expect(of('paa')).toEqual({ steps: 2, standingSteps: null, kinds: ['reset', 'app-credentials', 'holds'] });
  });

  it('eligible-only chains: steps counted, standingSteps null ("after activation")', () => {
    const { of, json } = reach([
      GA_USER,
      { principal: 'paa-later', type: 'user', role: ROLE.privilegedAuthenticationAdministrator, eligible: true },
      { principal: 'pra-now', type: 'user', role: ROLE.privilegedRoleAdministrator },
    ]);
    expect(of('paa-later')).toEqual({ steps: 1, standingSteps: null, kinds: ['reset', 'holds'] });
    expect(json.summary.principalsReachingGlobalAdministrator).toBe(2);
    expect(json.summary.principalsReachingGlobalAdministratorStanding).toBe(1);
  });

  it('a principal of unknown type is reached by no reset, app-credential or join edge', () => {
    const { of } = reach([
      { principal: 'untyped-ga', type: null, role: ROLE.globalAdministrator },
      { principal: 'paa', type: 'user', role: ROLE.privilegedAuthenticationAdministrator },
    ]);
    expect(of('untyped-ga')!.steps).toBe(0);
    expect(of('paa')).toBeNull();
  });

  it('a principal id seen with two types is a clear message on the file that gives the second', () => {
    const first = tenantFile([{ principal: 'shared-id', type: 'user', role: ROLE.directoryReaders }], 'users.json');
    const second = tenantFile(
      [{ principal: 'shared-id', type: 'group', role: ROLE.groupsAdministrator }],
      'groups.json',
    );
    const answer = engine.reviewAssignments([first, second]);
    expect(answer.read.notes.filter((n) => n.code === 'principal-two-types')).toEqual([
      {
        file: 'groups.json',
        code: 'principal-two-types',
        message:
          '1 principal id appears with two types (shared-id is a group here but a user in users.json). The review reads each as the type first seen; check the export.',
      },
    ]);
    expect(principalAt(answer.review!, 0).type).toBe('user');
  });
});
