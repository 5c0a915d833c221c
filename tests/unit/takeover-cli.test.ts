// npm run analyze -- --takeover ROLE, and --assignments with the takeover figures, as a user runs them (real processes).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reviewJson } from '@engine/assignments/review-export';
import { takeoverJson } from '../../scripts/lib/takeover-report';
import { customRoles, engineWith } from './engine/assignments/fixtures';
import { runAnalyze as analyze, shippedDatasetDate } from './helpers';
import { ROLE, tenantFile, type TenantAssignment } from './takeover-tenant';

const ROLES_FILE = 'tests/fixtures/custom-roles/graph-beta.json';

/** A tenant file written where the CLI can read it. */
function tenantPath(assignments: TenantAssignment[]): string {
  const path = join(mkdtempSync(join(tmpdir(), 'takeover-cli-')), 'tenant.json');
  writeFileSync(path, tenantFile(assignments).bytes);
  return path;
}

const PIPELINE: TenantAssignment[] = [
  { principal: 'pipeline', type: 'servicePrincipal', role: ROLE.privilegedRoleAdministrator },
  { principal: 'app-admin', type: 'user', role: ROLE.applicationAdministrator, eligible: true },
  { principal: 'ga-user', type: 'user', role: ROLE.globalAdministrator },
];

describe('npm run analyze -- --takeover', () => {
  it("prints the role-level section: Helpdesk Administrator's resets, with their source and date", () => {
    const { status, stdout, stderr } = analyze('--takeover', 'Helpdesk Administrator');
    expect([status, stderr]).toEqual([0, '']);
    const holders = stdout.split('\n').find((line) => line.startsWith('  Holders of: '))!;
    expect(holders).toContain('Password Administrator');
    expect(holders).not.toContain('Global Administrator');
    expect(stdout).toContain('Who can reset passwords, 2026-06-05');
    expect(stdout).toContain('Steps to Global Administrator: none by the role graph.');
  });

  it("--json is the engine's answer; Global Administrator's holders fall to Privileged Authentication and Role Administrators", () => {
    const { status, stdout } = analyze('--takeover', 'global-administrator', '--json');
    expect(status).toBe(0);
    const json = JSON.parse(stdout);
    expect(json).toEqual(takeoverJson(engineWith().roleTakeover(ROLE.globalAdministrator)!, shippedDatasetDate()));
    expect(json.takenOverBy.reset.map((r: { name: string }) => r.name)).toContain(
      'Privileged Authentication Administrator',
    );
    expect(json.takenOverBy.assign.map((r: { name: string }) => r.name)).toContain('Privileged Role Administrator');
  });

  it("a custom role of --roles-file: the rule's word on custom resetters", () => {
    const { status, stdout } = analyze('--takeover', 'Helpdesk Lite', '--roles-file', ROLES_FILE, '--json');
    expect(status).toBe(0);
    const json = JSON.parse(stdout);
    const helpdeskLite = customRoles().find((r) => r.sourceName === 'Helpdesk Lite')!;
    expect(json.role).toEqual({ templateId: helpdeskLite.templateId, name: helpdeskLite.displayName, builtIn: false });
    expect(json.canReset.basis).toBe('custom-role-undocumented');
  });

  it('refuses what does not apply, and names an unknown role with suggestions', () => {
    for (const args of [
      ['--takeover'],
      ['--takeover', 'Helpdesk Administrator', 'Password Administrator'],
      ['--takeover', '--csv', 'Helpdesk Administrator'],
      ['--takeover', '--inherit', 'Helpdesk Administrator'],
      ['--takeover', '--need', 'Helpdesk Administrator'],
    ]) {
      const run = analyze(...args);
      expect([run.status, run.stdout], args.join(' ')).toEqual([2, '']);
    }
    const unknown = analyze('--takeover', 'Helpdesk Admin');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('Unknown role "Helpdesk Admin"');
  });
});

describe('npm run analyze -- --assignments with the takeover figures', () => {
  it("--json adds the two summary figures and each principal's reachesGlobalAdministrator", () => {
    const path = tenantPath(PIPELINE);
    const { status, stdout } = analyze('--assignments', path, '--json');
    expect(status).toBe(0);
    const json = JSON.parse(stdout);
    const engine = engineWith({ history: true });
    expect(json).toEqual(
      reviewJson(engine.reviewAssignments([{ name: 'tenant.json', bytes: tenantFile(PIPELINE).bytes }]).review!),
    );
    expect(json.summary.principalsReachingGlobalAdministrator).toBe(2);
    expect(json.summary.principalsReachingGlobalAdministratorStanding).toBe(1);
    const appAdmin = json.principals.find((p: { id: string }) => p.id === 'app-admin');
    expect(appAdmin.reachesGlobalAdministrator).toEqual({
      steps: 2,
      standingSteps: null,
      chain: [
        { from: 'app-admin', kind: 'app-credentials', assignment: 'assignment-1', to: 'pipeline' },
        { from: 'pipeline', kind: 'assign', assignment: 'assignment-0', to: ROLE.globalAdministrator },
      ],
    });
  });

  it('the text report gives the figures and every chain, one line a step', () => {
    const { status, stdout } = analyze('--assignments', tenantPath(PIPELINE));
    expect(status).toBe(0);
    expect(stdout).toContain(
      '  Principals that can reach Global Administrator without holding it (after activation): 2\n',
    );
    expect(stdout).toContain('  Of them, through active assignments only (standing): 1\n');
    expect(stdout).toContain(
      [
        '  app-admin: 2 steps, only after activation (no standing path)',
        '    app-admin can add a credential to pipeline and sign in as it (Application Administrator assignment assignment-1 at /)',
        '    pipeline can assign itself Global Administrator (Privileged Role Administrator assignment assignment-0 at /)',
      ].join('\n'),
    );
    expect(stdout).toContain('The takeover rule:\n  Roles are compared in the effective view');
  });
});
