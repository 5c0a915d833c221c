// Role-level takeover facts (the role page's Takeover section), the role graph and the attack paths, on the real dataset.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { takeoverFileOf } from '../../scripts/lib/takeover-source';
import { DATA_ROOT, DATASET_PATH } from './helpers';
import { CUSTOM, ROLE, shippedTakeover, takeoverEngine } from './takeover-tenant';

const engine = takeoverEngine();
const names = (roles: readonly { name: string }[]) => roles.map((r) => r.name);

describe('roleTakeover', () => {
  it('names the roles along the chain: Privileged Role Administrator assigns Global Administrator in one step', () => {
    const pra = engine.roleTakeover(ROLE.privilegedRoleAdministrator)!.reachesGlobalAdministrator;
    expect(pra.steps).toBe(1);
    expect(pra.chain.map((edge) => edge.kind)).toEqual(['assign']);
    expect(names(pra.chainRoles)).toEqual(['Privileged Role Administrator', 'Global Administrator']);
  });

  it('Global Administrator: Privileged Authentication and Privileged Role Administrators can take over its holders', () => {
    const ga = engine.roleTakeover(ROLE.globalAdministrator)!;
    expect(names(ga.takenOverBy.reset)).toContain('Privileged Authentication Administrator');
    expect(names(ga.takenOverBy.assign)).toContain('Privileged Role Administrator');
    expect(names(ga.takenOverBy.reset)).not.toContain('Helpdesk Administrator');
    expect(ga.takenOverBy.row.label).toBe('Global Administrator');
    expect(ga.reachesGlobalAdministrator).toEqual({ steps: 0, chain: [], chainRoles: [] });
  });

  it('Helpdesk Administrator resets Password Administrators, not Global Administrators, and names its source', () => {
    const helpdesk = engine.roleTakeover(ROLE.helpdeskAdministrator)!;
    expect(helpdesk.canReset.basis).toBe('matrix-column');
    expect(names(helpdesk.canReset.roles)).toContain('Password Administrator');
    expect(names(helpdesk.canReset.roles)).not.toContain('Global Administrator');
    // The statement points at the roles the answer lists, not at marks of a table the page does not draw.
    expect(helpdesk.canReset.statement).toBe(
      `A column of Microsoft's "Who can reset passwords" table: it acts on the holders of the roles below, the rows its column marks.`,
    );
    expect(helpdesk.canReset.source).toEqual({
      title: 'Microsoft, Privileged roles and permissions in Microsoft Entra ID: Who can reset passwords',
      date: '2026-06-05',
      url: 'https://learn.microsoft.com/en-us/entra/identity/role-based-access-control/privileged-roles-permissions',
    });
    expect([helpdesk.assign.grants, helpdesk.appCredentials.grants, helpdesk.joinGroup.grants]).toEqual([
      false,
      false,
      false,
    ]);
    expect(helpdesk.reachesGlobalAdministrator.steps).toBeNull();
    expect(helpdesk.attackPaths.paths.map((p) => p.id)).toContain('entra-credential-reset');
  });

  it('the roles limited to non-administrators, Partner Tier2 Support and a custom resetter say what the rule makes of them', () => {
    const basis = (id: string) => engine.roleTakeover(id)!.canReset;
    for (const id of [
      ROLE.securityAdministrator,
      ROLE.securityOperator,
      ROLE.socIdentityResponder,
      ROLE.partnerTier1Support,
    ])
      expect(basis(id).basis, id).toBe('non-administrators-only');
    expect(basis(ROLE.partnerTier2Support).basis).toBe('every-user');
    const resetter = basis(CUSTOM.passwordReset.templateId);
    expect(resetter.basis).toBe('custom-role-undocumented');
    expect(resetter.statement).toContain('says nothing');
  });

  it('containment in the effective view: app credentials for Application Administrator, none under a condition', () => {
    const app = engine.roleTakeover(ROLE.applicationAdministrator)!;
    expect(app.appCredentials.grants).toBe(true);
    expect(app.appCredentials.source.date).toBe(engine.attackPaths().datasetDate);
    expect(engine.roleTakeover(CUSTOM.appCredentialsIfOwner.templateId)!.appCredentials).toMatchObject({
      grants: false,
      actions: [],
    });
    expect(engine.roleTakeover(ROLE.privilegedRoleAdministrator)!.assign.grants).toBe(true);
    expect(engine.roleTakeover('not-a-role')).toBeNull();
  });

  it("a custom role that opens a path: on its own page and among the path's granting roles, unnamed by the source", () => {
    const keys = engine.roleTakeover(CUSTOM.appCredentials.templateId)!;
    expect(keys.role.builtIn).toBe(false);
    expect(keys.attackPaths.paths.map((p) => p.id)).toContain('entra-app-credential-abuse');
    const path = engine.attackPaths().paths.find((p) => p.id === 'entra-app-credential-abuse')!;
    expect(path.grantedBy.find((r) => r.templateId === CUSTOM.appCredentials.templateId)).toMatchObject({
      builtIn: false,
    });
    expect(names(path.disagreement.grantingButNotNamed)).not.toContain('App Keys'); // only built-in roles are compared
    expect(engine.roleTakeover(CUSTOM.appCredentialsIfOwner.templateId)!.attackPaths.paths).toEqual([]);
  });
});

describe('takeoverGraph and attackPaths', () => {
  it('which roles reach Global Administrator, in how many steps', () => {
    const graph = engine.takeoverGraph();
    const steps = (id: string) => graph.roles.find((r) => r.templateId === id)!;
    expect(steps(ROLE.globalAdministrator).steps).toBe(0);
    expect(steps(ROLE.privilegedRoleAdministrator)).toMatchObject({ steps: 1, chain: [{ kind: 'assign' }] });
    expect(steps(ROLE.privilegedAuthenticationAdministrator)).toMatchObject({
      steps: 1,
      chain: [{ kind: 'reset', to: ROLE.globalAdministrator, holder: 'user' }],
    });
    expect(steps(ROLE.helpdeskAdministrator).steps).toBeNull();
    expect(graph.edges).toContainEqual({
      from: ROLE.helpdeskAdministrator,
      kind: 'reset',
      to: ROLE.passwordAdministrator,
      holder: 'user',
    });
  });

  it('each path: its facts, its explanation, granting roles by containment, named roles, and where they disagree', () => {
    const answer = engine.attackPaths();
    expect(answer.paths).toHaveLength(48);
    expect(answer.source.date).toBe('2026-08-21');
    for (const path of answer.paths) expect(path.explanation, path.id).toMatch(/\w.*\./);
    const reset = answer.paths.find((p) => p.id === 'entra-credential-reset')!;
    expect(reset.checkable).toBe(true);
    expect(names(reset.grantedBy)).toEqual(
      expect.arrayContaining(['Helpdesk Administrator', 'Password Administrator']),
    );
    expect(reset.namedBySource.map((r) => r.role)).toContain('Helpdesk Administrator');
    expect(names(reset.disagreement.grantingButNotNamed)).toContain('Global Administrator');
    const toggle = answer.paths.find((p) => p.id === 'azure-elevated-access-toggle')!;
    expect([toggle.checkable, toggle.grantedBy, toggle.disagreement.namedButNotGranting]).toEqual([false, [], []]);
  });
});

describe('the data build reports what it cannot match', () => {
  it('a matrix row, a column and a path naming a role the dataset lacks are listed, not dropped', () => {
    const rows = JSON.parse(readFileSync(DATASET_PATH, 'utf8')).filter(
      (r: { template_id: string }) => r.template_id !== ROLE.helpdeskAdministrator,
    );
    const { file, report } = takeoverFileOf(DATA_ROOT, rows);
    expect(report[0]).toContain('who-can-reset-passwords.tsv column Helpdesk Administrator');
    expect(report[0]).toContain('who-can-reset-passwords.tsv row Helpdesk Administrator');
    expect(report[0]).toContain('attack path entra-credential-reset: Helpdesk Administrator');
    expect(file.resetPasswords.rows.find((r) => r.key === ROLE.helpdeskAdministrator)).toMatchObject({
      templateId: null,
    });
  });

  it('the shipped file is the build of the shipped sources', () => {
    const rows = JSON.parse(readFileSync(DATASET_PATH, 'utf8'));
    const { file, report } = takeoverFileOf(DATA_ROOT, rows);
    expect(file).toEqual(shippedTakeover());
    expect(report[0]).toBe('Roles the takeover sources name that the dataset lacks: none');
  });
});
