// The assignment reader on every shape issue 32 lists (fixtures written from Graph's documented shapes) and on bad input.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXPECTED_ASSIGNMENTS } from '@engine/assignments/read-assignments';
import {
  customRoles,
  engineWith,
  fixture,
  fixtureJson,
  FIXTURES,
  GLOBAL_ADMINISTRATOR,
  textFile,
  USER_ADMINISTRATOR,
} from './fixtures';
import { shippedRole } from '../../helpers';

const engine = engineWith();
const read = (...names: string[]) => engine.readAssignments(names.map(fixture));

describe('Graph JSON', () => {
  it('reads roleAssignments?$expand=principal as active, standing assignments with names and types', () => {
    const { assignments, files, problems } = read('graph-role-assignments.json');
    const raw = fixtureJson('graph-role-assignments.json').value;
    expect(problems).toEqual([]);
    expect(files).toEqual([{ file: 'graph-role-assignments.json', format: 'graph-json', read: 3, duplicates: 0 }]);
    expect(assignments.map((a) => [a.id, a.principalId, a.principalName, a.principalType, a.roleTemplateId])).toEqual(
      raw.map((r: { id: string; principalId: string; roleDefinitionId: string; principal: Record<string, string> }) => [
        r.id,
        r.principalId,
        r.principal.displayName,
        r.principal['@odata.type'].replace('#microsoft.graph.', ''),
        r.roleDefinitionId,
      ]),
    );
    expect(assignments.every((a) => a.state === 'active' && a.endDateTime === null && a.scope === '/')).toBe(true);
    expect(assignments[0].roleName).toBe('Global Administrator');
  });

  it('reads roleEligibilityScheduleInstances as eligible, with their end dates', () => {
    const { assignments } = read('graph-eligibility-instances.json');
    expect(assignments.map((a) => [a.state, a.endDateTime, a.roleName])).toEqual([
      ['eligible', '2027-01-12T08:00:00Z', 'Privileged Role Administrator'],
      ['eligible', null, 'Security Administrator'],
    ]);
  });

  it('reads roleAssignmentScheduleInstances as active: a PIM activation with its end, a standing one without', () => {
    const { assignments } = read('graph-assignment-schedule-instances.json');
    expect(assignments.map((a) => [a.state, a.endDateTime])).toEqual([
      ['active', '2026-05-03T15:58:12Z'],
      ['active', null],
    ]);
  });

  it('reads the objects without $expand: the principal by id only', () => {
    const { assignments } = read('graph-no-expand.json');
    expect(assignments.map((a) => [a.principalName, a.principalType, a.scope])).toEqual([
      [null, null, '/'],
      [null, null, '/administrativeUnits/4b9e2f10-7c3d-4a8e-b6f1-0d2c5e9a7b31'],
    ]);
  });

  it('reads a bare array with no @odata.context as eligible from its roleEligibilityScheduleId', () => {
    const { assignments, files } = read('graph-bare-array-eligible.json');
    expect(files[0].format).toBe('graph-json');
    expect(assignments.map((a) => [a.state, a.roleTemplateId])).toEqual([
      ['eligible', shippedRole('helpdesk-administrator').templateId],
    ]);
  });

  it('reads an array of pages, each page in the state its @odata.context says', () => {
    const [active, eligible] = fixtureJson('graph-pages-rule-cases.json');
    const { assignments } = read('graph-pages-rule-cases.json');
    expect(assignments.filter((a) => a.state === 'active').map((a) => a.id)).toEqual(
      active.value.map((r: { id: string }) => r.id),
    );
    expect(assignments.filter((a) => a.state === 'eligible').map((a) => a.id)).toEqual(
      eligible.value.map((r: { id: string }) => r.id),
    );
  });

  it('tells when a page says more pages follow, and counts records that are no assignments', () => {
    const page = {
      '@odata.context': 'https://graph.microsoft.com/v1.0/$metadata#roleManagement/directory/roleAssignments',
      '@odata.nextLink': 'https://graph.microsoft.com/v1.0/roleManagement/directory/roleAssignments?$skiptoken=x',
      value: [
        { id: 'a-1', principalId: 'p-1', roleDefinitionId: GLOBAL_ADMINISTRATOR, directoryScopeId: '/' },
        { id: 'not-one', displayName: 'a stray object' },
      ],
    };
    const { assignments, notes } = engine.readAssignments([textFile('page.json', JSON.stringify(page))]);
    expect(assignments.map((a) => a.id)).toEqual(['a-1']);
    expect(notes.map((n) => n.code)).toEqual(['records-skipped', 'next-page']);
    expect(notes[0].message).toBe('1 record is not role assignments (no principal or no role) and is left out.');
  });
});

describe('Graph PowerShell JSON', () => {
  it('reads PascalCase keys, the principal under AdditionalProperties, and ignores a RoleDefinition full of nulls', () => {
    const { assignments, files } = read('powershell-assignments.json');
    const raw = fixtureJson('powershell-assignments.json');
    expect(files[0].format).toBe('powershell-json');
    expect(assignments.map((a) => [a.id, a.principalName, a.principalType, a.roleTemplateId, a.state])).toEqual(
      raw.map((r: { Id: string; RoleDefinitionId: string }) => [
        r.Id,
        'tier0-breakglass',
        'user',
        r.RoleDefinitionId,
        'active',
      ]),
    );
  });

  it('reads a single result (an object, not an array) of the eligibility cmdlet, with /Date(ms)/ dates', () => {
    const { assignments } = read('powershell-eligibility-single.json');
    expect(assignments).toHaveLength(1);
    expect(assignments[0]).toMatchObject({
      state: 'eligible',
      principalName: 'helpdesk-night',
      roleTemplateId: USER_ADMINISTRATOR,
      endDateTime: '2027-01-01T00:00:00.000Z',
    });
  });

  it("reads Windows PowerShell 5.1's UTF-16LE file (with its BOM) as the UTF-8 one, and UTF-16BE too", () => {
    const utf16 = fixture('powershell-5.1-utf16le.json');
    expect([...utf16.bytes.subarray(0, 2)]).toEqual([0xff, 0xfe]);
    const strip = (r: ReturnType<typeof read>) => r.assignments.map(({ file: _file, ...rest }) => rest);
    const expected = strip(read('powershell-eligibility-single.json'));
    expect(strip(engine.readAssignments([utf16]))).toEqual(expected);
    const text = readFileSync(resolve(FIXTURES, 'powershell-eligibility-single.json'), 'utf8');
    const be = new Uint8Array(2 + text.length * 2);
    be.set([0xfe, 0xff]);
    for (let i = 0; i < text.length; i++) be.set([text.charCodeAt(i) >> 8, text.charCodeAt(i) & 0xff], 2 + i * 2);
    expect(strip(engine.readAssignments([{ name: 'be.json', bytes: be }]))).toEqual(expected);
  });
});

describe('CSV', () => {
  it("reads PIM's export: its headers, states, sign-in names as ids, display names, end dates in UTC", () => {
    const { assignments, files } = read('pim-export.csv');
    expect(files[0].format).toBe('pim-csv');
    expect(assignments.map((a) => [a.principalId, a.principalName, a.roleName, a.state, a.endDateTime])).toEqual([
      ['ops-admin-01@contoso.example', 'ops-admin-01', 'Global Administrator', 'eligible', null],
      ['ops-admin-01@contoso.example', 'ops-admin-01', 'User Administrator', 'active', null],
      ['SG-Helpdesk', 'SG-Helpdesk', 'Helpdesk Administrator', 'active', null],
      [
        'helpdesk-night@contoso.example',
        'Night shift, helpdesk',
        'Password Administrator',
        'eligible',
        '2026-08-01T00:00:00Z',
      ],
      ['ops-admin-01@contoso.example', 'ops-admin-01', 'Global Administrator', 'active', '2026-05-03T15:58:12Z'],
    ]);
  });

  it('gives rows without ids stable, distinct ids derived from principal, role, scope and state', () => {
    const first = read('pim-export.csv').assignments.map((a) => a.id);
    expect(new Set(first).size).toBe(first.length);
    expect(read('pim-export.csv').assignments.map((a) => a.id)).toEqual(first);
    const moved = readFileSync(resolve(FIXTURES, 'pim-export.csv'), 'utf8').replace(
      'Eligible,ops-admin-01',
      'Active,ops-admin-01',
    );
    expect(engine.readAssignments([textFile('x.csv', moved)]).assignments[0].id).not.toBe(first[0]);
  });

  it('reads the plain headers: a custom role by name, a former name, a template id, any case, an unknown role', () => {
    const custom = customRoles();
    const full = engineWith({ custom, history: true });
    const { assignments, notes } = full.readAssignments([fixture('plain.csv')]);
    expect(assignments.map((a) => [a.roleName, a.roleTemplateId, a.state, a.principalType])).toEqual([
      ['Helpdesk Lite', custom[0].templateId, 'active', 'user'],
      ['Fabric Administrator', shippedRole('fabric-administrator').templateId, 'eligible', 'user'],
      ['Global Administrator', GLOBAL_ADMINISTRATOR, 'active', 'user'],
      ['Reports Reader', shippedRole('reports-reader').templateId, 'active', 'servicePrincipal'],
      ['Legacy Reporting Role', null, 'active', 'servicePrincipal'],
    ]);
    expect(notes).toEqual([
      {
        file: 'plain.csv',
        code: 'former-role-name',
        message: 'Roles named by an earlier name: "Power BI Administrator" is now "Fabric Administrator".',
      },
    ]);
  });

  it('leaves a custom role unknown without imported roles, and a former name unknown without the history', () => {
    const { assignments } = read('plain.csv');
    expect(assignments.filter((a) => a.roleTemplateId === null).map((a) => a.roleRef)).toEqual([
      'Helpdesk Lite',
      'Power BI Administrator',
      'Legacy Reporting Role',
    ]);
  });

  it("matches a custom role by the tenant's id and name given for it", () => {
    const [lite] = customRoles();
    const tenantId = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    const csv = `principalId,role\np-1,${tenantId}\np-2,Helpdesk Lite (tenant name)\n`;
    const { assignments } = engineWith({ custom: [lite] }).readAssignments([textFile('c.csv', csv)], {
      customRoles: [{ templateId: lite.templateId, id: tenantId, name: 'Helpdesk Lite (tenant name)' }],
    });
    expect(assignments.map((a) => a.roleTemplateId)).toEqual([lite.templateId, lite.templateId]);
  });

  it('reports the headers of a CSV it cannot map, and reads it with a column mapping', () => {
    const file = fixture('unknown-headers.csv');
    const columns = engine.assignmentCsvColumns(file);
    expect(columns).toEqual({
      file: 'unknown-headers.csv',
      headers: ['Who', 'Object', 'Entitlement', 'Where', 'Kind'],
      recognised: null,
      problem: null,
    });
    expect(engine.readAssignments([file]).problems[0]).toMatchObject({
      code: 'csv-no-role-column',
      headers: columns.headers,
    });
    const mapping = { role: 'Entitlement', principalId: 'Object', principalName: 'Who', scope: 'Where', state: 'Kind' };
    const { assignments, problems } = engine.readAssignments([file], { columns: { 'unknown-headers.csv': mapping } });
    expect(problems).toEqual([]);
    expect(assignments.map((a) => [a.principalName, a.roleName, a.state, a.roleTemplateId !== null])).toEqual([
      ['license-desk', 'License Administrator', 'eligible', true],
      ['license-desk', 'Groups Administrator', 'active', true],
    ]);
  });

  it('says a JSON file has no columns to map', () => {
    expect(engine.assignmentCsvColumns(fixture('graph-no-expand.json'))).toMatchObject({
      headers: [],
      recognised: null,
      problem: { code: 'not-csv', message: 'The file is JSON, not a CSV: it has no columns to map.' },
    });
  });

  it('recognises the plain headers on its own', () => {
    expect(engine.assignmentCsvColumns(fixture('plain.csv')).recognised).toEqual({
      role: 'role',
      principalId: 'principalId',
      principalName: 'principalName',
      principalType: 'principalType',
      scope: 'scope',
      state: 'state',
    });
  });

  it('reads a CSV without a state column as active, and says so', () => {
    const { assignments, notes } = engine.readAssignments([textFile('s.csv', 'principalId,role\np-1,Global Reader\n')]);
    expect(assignments.map((a) => a.state)).toEqual(['active']);
    expect(notes.map((n) => n.message)).toEqual(['The CSV has no state column: every row is read as active.']);
  });

  it('leaves out rows with no role or an unknown state, and counts them', () => {
    const csv = 'principalId,role,state\np-1,Global Reader,active\np-2,,active\np-3,Global Reader,sometimes\n';
    const { assignments, notes } = engine.readAssignments([textFile('r.csv', csv)]);
    expect(assignments.map((a) => a.principalId)).toEqual(['p-1']);
    expect(notes[0]).toMatchObject({ code: 'rows-skipped' });
    expect(notes[0].message).toMatch(/^2 rows have no role/);
  });
});

describe('the same assignment read twice', () => {
  it('counts once when the same file is dropped twice', () => {
    const once = read('graph-pages-rule-cases.json');
    const twice = read('graph-pages-rule-cases.json', 'graph-pages-rule-cases.json');
    expect(twice.assignments).toEqual(once.assignments);
    expect(twice.files[1]).toMatchObject({ read: once.assignments.length, duplicates: once.assignments.length });
    expect(twice.notes.map((n) => n.code)).toEqual(['duplicates']);
  });

  it('counts once when two exports hold the same id (a standing assignment and its schedule instance)', () => {
    const both = read('graph-role-assignments.json', 'graph-assignment-schedule-instances.json');
    const ids = both.assignments.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(3 + 2 - 1);
    expect(both.files[1].duplicates).toBe(1);
  });
});

describe("PIM's CSV (no assignment ids) beside a Graph JSON of the same tenant", () => {
  const key = (a: { principalName: string | null; roleName: string; scope: string; state: string; file: string }) =>
    `${a.principalName} ${a.roleName} ${a.scope} ${a.state} (${a.file})`;

  it("counts a user's row once when the Graph file names the user by sign-in name, in either order", () => {
    const both = read('pim-export.csv', 'graph-same-tenant-as-pim.json');
    const csvAlone = read('pim-export.csv').assignments;
    const graphAlone = read('graph-same-tenant-as-pim.json').assignments;
    expect(csvAlone).toHaveLength(5);
    expect(graphAlone).toHaveLength(5);
    // ops-admin-01's eligible and activated Global Administrator and active User Administrator are one assignment each.
    expect(both.assignments).toHaveLength(5 + 5 - 3);
    expect(both.assignments.filter((a) => a.file === 'pim-export.csv').map(key)).toEqual([
      'SG-Helpdesk Helpdesk Administrator / active (pim-export.csv)',
      'Night shift, helpdesk Password Administrator / eligible (pim-export.csv)',
    ]);
    expect(both.files[0]).toMatchObject({ file: 'pim-export.csv', read: 5, duplicates: 3 });
    expect(both.notes.filter((n) => n.code === 'csv-rows-in-graph')).toEqual([
      {
        file: 'pim-export.csv',
        code: 'csv-rows-in-graph',
        message:
          '3 rows are also in a Graph file read with it (the same principal by object id or sign-in name, role, scope and state) and count once.',
      },
    ]);
    const reversed = read('graph-same-tenant-as-pim.json', 'pim-export.csv');
    expect(reversed.assignments.map(key).sort()).toEqual(both.assignments.map(key).sort());
  });

  it('never matches by display name, another scope or state, or a Graph file that names no sign-in name', () => {
    const graph = readFileSync(resolve(FIXTURES, 'graph-same-tenant-as-pim.json'), 'utf8');
    const noSignIn = textFile('no-upn.json', graph.replace(/,\s*"userPrincipalName": "[^"]*"/g, ''));
    expect(engine.readAssignments([fixture('pim-export.csv'), noSignIn]).assignments).toHaveLength(10);
    // The group (display name only) and the administrative-unit assignment (the CSV has no scope) stay apart.
    const both = read('pim-export.csv', 'graph-same-tenant-as-pim.json').assignments;
    expect(both.filter((a) => a.principalName === 'SG-Helpdesk')).toHaveLength(2);
    expect(both.filter((a) => a.roleName === 'Password Administrator').map((a) => a.scope)).toEqual([
      '/',
      '/administrativeUnits/6f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0',
    ]);
    // Another state is another assignment: with every row active, ops-admin-01's two Global Administrator rows are one
    // (4 rows), which matches the active one of the Graph file and not the eligible one.
    const csv = readFileSync(resolve(FIXTURES, 'pim-export.csv'), 'utf8').replace(/^\uFEFF/, '');
    const allActive = textFile('active.csv', csv.replace(/^(Eligible|Active),/gm, 'Active,'));
    expect(engine.readAssignments([allActive, fixture('graph-same-tenant-as-pim.json')]).assignments).toHaveLength(
      4 + 5 - 2,
    );
  });

  it("reads Graph PowerShell's sign-in name under Principal.AdditionalProperties", () => {
    const powershell = textFile(
      'ps.json',
      JSON.stringify({
        Id: 'ps-ua-ops-1',
        PrincipalId: 'a1b2c3d4-0e1f-4a5b-8c6d-7e8f9a0b1c2d',
        RoleDefinitionId: USER_ADMINISTRATOR,
        DirectoryScopeId: '/',
        Principal: {
          Id: 'a1b2c3d4-0e1f-4a5b-8c6d-7e8f9a0b1c2d',
          AdditionalProperties: {
            '@odata.type': '#microsoft.graph.user',
            displayName: 'ops-admin-01',
            userPrincipalName: 'OPS-ADMIN-01@contoso.example',
          },
        },
      }),
    );
    const both = engine.readAssignments([fixture('pim-export.csv'), powershell]);
    expect(both.assignments).toHaveLength(5 + 1 - 1);
    expect(both.assignments.find((a) => a.roleName === 'User Administrator')?.id).toBe('ps-ua-ops-1');
  });
});

describe('bad input gets a clear message and changes nothing', () => {
  const only = (file: Parameters<typeof engine.readAssignments>[0][number]) => {
    const result = engine.readAssignments([file]);
    expect(result.assignments).toEqual([]);
    expect(result.problems).toHaveLength(1);
    return result.problems[0];
  };

  it('an empty file, or one of blanks', () => {
    expect(only(fixture('empty.json'))).toEqual({
      file: 'empty.json',
      code: 'empty',
      message: 'The file is empty: it holds no role assignments.',
    });
    expect(only(textFile('blank.csv', ' \r\n\t\n')).code).toBe('empty');
  });

  it('broken JSON, with its line and column', () => {
    const problem = only(fixture('broken.json'));
    expect(problem.code).toBe('invalid-json');
    expect(problem.position).toEqual({ line: 6, column: 7 });
    expect(problem.message).toMatch(/^The file is not valid JSON: .+ at line 6, column 7\.$/);
  });

  it('JSON that is not an assignment export', () => {
    expect(only(fixture('not-assignments.json'))).toMatchObject({
      code: 'not-assignments',
      message: `${EXPECTED_ASSIGNMENTS}.`,
    });
    expect(only(textFile('n.json', '42')).code).toBe('not-assignments');
  });

  it('role definitions instead of assignments, with where to import them', () => {
    const definitions = readFileSync(resolve(FIXTURES, '../custom-roles/graph-v1.json'));
    const problem = only({ name: 'roles.json', bytes: new Uint8Array(definitions) });
    expect(problem.code).toBe('role-definitions');
    expect(problem.message).toContain('import it as custom roles');
  });

  it('an empty list', () => {
    expect(only(textFile('e.json', '{"value": []}')).code).toBe('no-assignments');
    expect(only(textFile('e.json', '[]')).code).toBe('no-assignments');
  });

  it('a CSV with no role column, naming its headers', () => {
    const problem = only(fixture('no-role-column.csv'));
    expect(problem.code).toBe('csv-no-role-column');
    expect(problem.message).toBe(
      'The CSV has no role column: none of its headers ("principalId", "principalName", "scope", "state") is role, "Role Name", roleDefinitionId or roleTemplateId. Map its columns to read it.',
    );
  });

  it('a CSV with no principal column, or headers and no rows', () => {
    expect(only(textFile('p.csv', 'role,scope\nGlobal Reader,/\n')).code).toBe('csv-no-principal-column');
    expect(only(textFile('h.csv', 'principalId,role\n')).code).toBe('csv-no-rows');
  });

  it('bytes that are not UTF-8 or UTF-16 text', () => {
    expect(only({ name: 'x.bin', bytes: new Uint8Array([0x7b, 0xc3, 0x28, 0xff]) }).code).toBe('unreadable-encoding');
  });

  it('a bad file beside a good one: the good one is read as if alone', () => {
    const alone = read('graph-role-assignments.json');
    const mixed = read('broken.json', 'graph-role-assignments.json');
    expect(mixed.assignments).toEqual(alone.assignments);
    expect(mixed.problems.map((p) => p.file)).toEqual(['broken.json']);
  });

  it('never throws, whatever the bytes, and accounts for every file', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.uint8Array({ maxLength: 200 }),
            fc.json().map((j) => new TextEncoder().encode(j)),
          ),
        ),
        (blobs) => {
          const result = engine.readAssignments(blobs.map((bytes, i) => ({ name: `f${i}`, bytes })));
          expect(result.files).toHaveLength(blobs.length);
        },
      ),
      { numRuns: 200 },
    );
  });
});
