import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CUSTOM_ROLES, MAX_IMPORT_BYTES } from '../../../../src/app/input-limits';
import {
  builtInReference,
  EXPECTED_SHAPE,
  parseRoleDefinitions,
  type CustomRole,
  type ImportResult,
} from '../../../../src/data/custom-roles';
import { toEngineRoles } from '../../../../src/data/engine-input';
import { RoleEngine } from '@engine/engine';
import { LISTED_VIEW } from '@engine/catalog';
import { shippedRole, shippedRoles } from '../../helpers';

const FIXTURES = resolve(import.meta.dirname, '../../../fixtures/custom-roles');
const fixture = (name: string) => readFileSync(resolve(FIXTURES, name), 'utf8');
const reference = builtInReference(shippedRoles());
const HELPDESK = shippedRole('helpdesk-administrator');
const NOT_IN_BUILT_INS = 'microsoft.directory/users/contactInfo/update';

function imported(result: ImportResult) {
  if ('error' in result) throw new Error(`import failed: ${result.error.message}`);
  return result;
}
function failure(result: ImportResult) {
  if (!('error' in result)) throw new Error('import succeeded');
  return result.error;
}
const definition = (displayName: string, actions: string[] = [], extra: Record<string, unknown> = {}) => ({
  displayName,
  rolePermissions: [{ allowedResourceActions: actions }],
  ...extra,
});
const parse = (value: unknown) => parseRoleDefinitions(JSON.stringify(value), reference);

describe('parseRoleDefinitions: every export shape', () => {
  const shapes = ['graph-v1.json', 'graph-beta.json', 'array.json', 'az-rest.json', 'powershell.json'];

  it.each(shapes)('%s gives Helpdesk Lite and App Owner Helper, with the dataset facts of their actions', (file) => {
    const { roles } = imported(parseRoleDefinitions(fixture(file), shippedRoles()));
    expect(roles.map((r) => r.displayName)).toEqual(['Helpdesk Lite', 'App Owner Helper']);
    const lite = roles[0];
    expect(lite).toMatchObject({
      id: '5d2a9b7e-3f41-4c8e-9a0b-1e6f2c7d8a01',
      templateId: '5d2a9b7e-3f41-4c8e-9a0b-1e6f2c7d8a01',
      builtIn: false,
      slug: 'custom-helpdesk-lite',
      inheritsFrom: [],
      actionsNotInAnyBuiltIn: [NOT_IN_BUILT_INS],
    });
    expect(shippedRoles().some((r) => r.permissions.some((p) => p.action === NOT_IN_BUILT_INS))).toBe(false);
    for (const permission of lite.permissions) {
      const known = HELPDESK.permissions.find((p) => p.action === permission.action);
      if (permission.action === NOT_IN_BUILT_INS) {
        expect(permission).toEqual({
          action: NOT_IN_BUILT_INS,
          description: NOT_IN_BUILT_INS,
          privileged: false,
          tier: null,
        });
      } else {
        expect(known).toBeDefined();
        expect(permission).toEqual(known);
      }
    }
    expect(lite.permissions).toHaveLength(4);
    expect(lite.privileged).toBe(true); // users/password/update is labelled privileged
    const owner = roles[1];
    expect(owner.permissions.map((p) => [p.action, p.condition])).toEqual([
      ['microsoft.directory/applications/basic/update', '$SubjectIsOwner'],
      ['microsoft.directory/applications/createAsOwner', undefined],
      ['microsoft.directory/applications/credentials/update', '$SubjectIsOwner'],
    ]);
    expect(owner.actionsNotInAnyBuiltIn).toEqual([]);
  });

  it('reads the same roles from every shape, and from one object of either spelling', () => {
    const [first, ...rest] = shapes.map((file) => imported(parseRoleDefinitions(fixture(file), reference)).roles);
    for (const roles of rest) expect(roles).toEqual(first);
    expect(imported(parseRoleDefinitions(fixture('single-object.json'), reference)).roles).toEqual([first[0]]);
    const powershell = fixture('powershell-single.json');
    expect(powershell.charCodeAt(0)).toBe(0xfeff);
    expect(powershell).toContain('"DisplayName"');
    expect(imported(parseRoleDefinitions(powershell, reference)).roles).toEqual([first[0]]);
  });

  it('recognises the built-in role of a Graph response by template id and does not add it again', () => {
    for (const file of ['graph-v1.json', 'graph-beta.json']) {
      const result = imported(parseRoleDefinitions(fixture(file), reference));
      expect(result.builtInMatches).toEqual([
        {
          name: 'Helpdesk Administrator',
          templateId: HELPDESK.templateId,
          builtInName: 'Helpdesk Administrator',
          sameAsDataset: true,
        },
      ]);
      expect(result.warnings).toEqual([]);
    }
  });

  it("keeps the file's isPrivileged, and otherwise reads privilege and tier from the actions", () => {
    const actions = HELPDESK.permissions.map((p) => p.action);
    const [labelled, derived] = imported(
      parse([definition('A', actions, { isPrivileged: false }), definition('B', actions)]),
    ).roles;
    expect(labelled.privileged).toBe(false);
    expect(derived.privileged).toBe(HELPDESK.permissions.some((p) => p.privileged));
    const tiers = HELPDESK.permissions.map((p) => p.tier).filter((t) => t !== null);
    expect(derived.tier).toBe(Math.min(...tiers));
  });
});

describe('parseRoleDefinitions: bad input', () => {
  it('names the line and column of invalid JSON', () => {
    const text = fixture('array.json').replace(
      '"displayName": "App Owner Helper",',
      '"displayName": "App Owner Helper"',
    );
    const lines = text.split('\n');
    const line = lines.findIndex((l) => l.includes('"displayName": "App Owner Helper"')) + 2;
    const column = lines[line - 1].indexOf('"') + 1;
    expect(failure(parseRoleDefinitions(text, reference))).toEqual({
      code: 'invalid-json',
      message: `The file is not valid JSON: Expected ',' or '}' after property value at line ${line}, column ${column}.`,
      position: { line, column },
    });
    // V8 names no position for an unexpected token: the scanner finds it.
    const trailing = '[\n  {"displayName": "A", "rolePermissions": ["x",]}\n]';
    const at = trailing.split('\n')[1].indexOf(',]') + 2;
    expect(failure(parseRoleDefinitions(trailing, reference))).toEqual({
      code: 'invalid-json',
      message: `The file is not valid JSON: Unexpected token ']' at line 2, column ${at}.`,
      position: { line: 2, column: at },
    });
  });

  it('says what was expected when the JSON is not role definitions', () => {
    expect(EXPECTED_SHAPE).toBe(
      'Expected a role definition (an object with displayName and rolePermissions), a list of them, or a Graph response { value: [...] }',
    );
    expect(failure(parse({ roles: [] }))).toEqual({
      code: 'not-role-definitions',
      message: `${EXPECTED_SHAPE}; the object has no displayName.`,
    });
    expect(failure(parse({ displayName: 'A' })).message).toBe(
      `${EXPECTED_SHAPE}; the object has no rolePermissions list.`,
    );
    expect(failure(parse('Helpdesk')).message).toBe(`${EXPECTED_SHAPE}.`);
    expect(failure(parse({ value: [definition('A'), 7] })).message).toBe(
      `${EXPECTED_SHAPE}; item 2 of the list is not one: it is a number.`,
    );
  });

  it('refuses an empty file, a blank one with a BOM and an empty list', () => {
    const empty = { code: 'empty', message: 'The file is empty: it holds no role definitions.' };
    expect(failure(parseRoleDefinitions('', reference))).toEqual(empty);
    expect(failure(parseRoleDefinitions('\uFEFF \r\n', reference))).toEqual(empty);
    const none = { code: 'no-roles', message: 'The file holds an empty list: there are no role definitions in it.' };
    expect(failure(parse([]))).toEqual(none);
    expect(failure(parse({ '@odata.context': 'x', value: [] }))).toEqual(none);
  });

  it(`imports ${MAX_CUSTOM_ROLES} custom roles and refuses one more`, () => {
    const roles = (n: number) => Array.from({ length: n }, (_, i) => definition(`Role ${i}`, [NOT_IN_BUILT_INS]));
    expect(imported(parse(roles(MAX_CUSTOM_ROLES))).roles).toHaveLength(1000);
    expect(failure(parse(roles(MAX_CUSTOM_ROLES + 1)))).toEqual({
      code: 'too-many-roles',
      message: 'The file holds 1,001 custom roles; RolePrism imports at most 1,000 at a time.',
    });
    // Built-in roles in the file do not count.
    const withBuiltIns = [...roles(MAX_CUSTOM_ROLES), definition('x', [], { templateId: HELPDESK.templateId })];
    expect(imported(parse(withBuiltIns)).builtInMatches).toHaveLength(1);
  });

  it('refuses more than 5 MB, counted in UTF-8 bytes, before parsing', () => {
    const padded = (char: string, count: number) =>
      JSON.stringify([definition('A', [], { description: char.repeat(count) })]);
    const over = padded('a', MAX_IMPORT_BYTES);
    expect(failure(parseRoleDefinitions(over, reference))).toEqual({
      code: 'too-large',
      message: `The file is larger than 5 MB (${over.length.toLocaleString('en-US')} bytes); RolePrism reads at most 5 MB of role definitions.`,
    });
    // Fewer characters than the limit, but two bytes each: still over.
    const accents = padded('é', MAX_IMPORT_BYTES / 2);
    expect(accents.length).toBeLessThan(MAX_IMPORT_BYTES);
    expect(failure(parseRoleDefinitions(accents, reference)).code).toBe('too-large');
    expect(imported(parseRoleDefinitions(padded('a', MAX_IMPORT_BYTES - 200), reference)).roles).toHaveLength(1);
    // Too large and not JSON either: the size is what is said, so the text is never parsed.
    expect(failure(parseRoleDefinitions(`${over}}`, reference)).code).toBe('too-large');
  });

  it('asks for a deeper PowerShell export when the permissions were written as type names', () => {
    const shallow = [
      {
        DisplayName: 'Helpdesk Lite',
        RolePermissions: ['Microsoft.Graph.PowerShell.Models.MicrosoftGraphRolePermission'],
      },
    ];
    expect(failure(parse(shallow))).toEqual({
      code: 'shallow-export',
      message:
        'The permissions of "Helpdesk Lite" were written as text, not as a list: export again with ConvertTo-Json -Depth 5.',
    });
  });
});

describe('parseRoleDefinitions: kept with a warning', () => {
  it('keeps both roles of a duplicate name, the second one numbered', () => {
    const result = imported(
      parse([definition('Reset Desk', [NOT_IN_BUILT_INS]), definition('reset desk', [NOT_IN_BUILT_INS])]),
    );
    expect(result.roles.map((r) => [r.displayName, r.sourceName, r.slug, r.templateId])).toEqual([
      ['Reset Desk', 'Reset Desk', 'custom-reset-desk', 'custom:reset-desk'],
      ['reset desk (2)', 'reset desk', 'custom-reset-desk-2', 'custom:reset-desk-2'],
    ]);
    expect(result.warnings).toEqual([
      {
        code: 'duplicate-name',
        roleName: 'reset desk',
        message: 'More than one role is named "reset desk"; this one is shown as "reset desk (2)".',
      },
    ]);
  });

  it('shows a custom role named like a built-in as "Name (custom)", with a slug no built-in has', () => {
    const result = imported(parse([definition('Global Reader', [NOT_IN_BUILT_INS])]));
    expect(result.roles[0]).toMatchObject({
      displayName: 'Global Reader (custom)',
      sourceName: 'Global Reader',
      slug: 'custom-global-reader-custom',
    });
    expect(shippedRoles().some((r) => r.slug === result.roles[0].slug)).toBe(false);
    expect(result.warnings).toEqual([
      {
        code: 'built-in-name',
        roleName: 'Global Reader',
        message:
          '"Global Reader" is also the name of a built-in role; the custom role is shown as "Global Reader (custom)".',
      },
    ]);
  });

  it('does not duplicate a built-in template id, even unmarked, and says whether its grants match the dataset', () => {
    const changed = definition('My Helpdesk', [NOT_IN_BUILT_INS], {
      templateId: HELPDESK.templateId,
      isBuiltIn: false,
    });
    const result = imported(parse([changed, definition('Other', [NOT_IN_BUILT_INS])]));
    expect(result.roles.map((r) => r.displayName)).toEqual(['Other']);
    expect(result.builtInMatches).toEqual([
      {
        name: 'My Helpdesk',
        templateId: HELPDESK.templateId,
        builtInName: 'Helpdesk Administrator',
        sameAsDataset: false,
      },
    ]);
  });

  it('leaves out a role marked built-in that the dataset lacks, and says so', () => {
    const result = imported(
      parse([
        definition('Future Role', [], { isBuiltIn: true, templateId: 'aaaa' }),
        definition('Mine', [NOT_IN_BUILT_INS]),
      ]),
    );
    expect(result.roles.map((r) => r.displayName)).toEqual(['Mine']);
    expect(result.builtInMatches).toEqual([
      { name: 'Future Role', templateId: 'aaaa', builtInName: null, sameAsDataset: null },
    ]);
    expect(result.warnings.map((w) => w.message)).toEqual([
      '"Future Role" is marked as a built-in role, but the dataset has no role with its template id (aaaa); it is left out.',
    ]);
  });

  it('keeps a role with no permissions, an id that collides and excluded actions, saying what it did', () => {
    const result = imported(
      parse({
        value: [
          definition('Empty', [], { id: 'same-id' }),
          definition('Twin', [NOT_IN_BUILT_INS, 'microsoft.directory/users/basic/update'], { id: 'SAME-ID' }),
          {
            displayName: 'Excluder',
            rolePermissions: [
              {
                allowedResourceActions: [
                  'microsoft.directory/users/basic/update',
                  'microsoft.directory/users/password/update',
                  42,
                ],
                excludedResourceActions: ['microsoft.directory/users/password/update'],
              },
            ],
            inheritsPermissionsFrom: [{ id: HELPDESK.templateId }],
          },
        ],
        '@odata.nextLink': 'https://graph.microsoft.com/v1.0/roleManagement/directory/roleDefinitions?$skiptoken=x',
      }),
    );
    expect(result.roles.map((r) => [r.displayName, r.id, r.templateId, r.permissions.map((p) => p.action)])).toEqual([
      ['Empty', 'same-id', 'same-id', []],
      ['Twin', 'custom:twin', 'custom:twin', ['microsoft.directory/users/basic/update', NOT_IN_BUILT_INS]],
      ['Excluder', 'custom:excluder', 'custom:excluder', ['microsoft.directory/users/basic/update']],
    ]);
    expect(result.warnings).toEqual([
      {
        code: 'next-page',
        message:
          'The file is one page of a longer Graph answer (it has an @odata.nextLink): roles on the next pages are not in it.',
      },
      {
        code: 'no-permissions',
        roleName: 'Empty',
        message: '"Empty" lists no permissions; it is kept, and is contained in every role.',
      },
      {
        code: 'id-collision',
        roleName: 'Twin',
        message: '"Twin" has the id SAME-ID, which another role already has; it is given the id custom:twin.',
      },
      {
        code: 'excluded-actions',
        roleName: 'Excluder',
        message:
          '"Excluder" excludes an action (excludedResourceActions: microsoft.directory/users/password/update); RolePrism compares the allowed actions only, without those listed exactly as excluded.',
      },
      {
        code: 'unreadable-actions',
        roleName: 'Excluder',
        message: '"Excluder" has an allowed action that is not text; it is left out.',
      },
      {
        code: 'inheritance-ignored',
        roleName: 'Excluder',
        message:
          '"Excluder" says it inherits permissions from other roles; custom roles inherit none, so only its own permissions are compared.',
      },
    ]);
  });

  it('gives a second import names, ids and slugs that differ from the first', () => {
    const first = imported(parseRoleDefinitions(fixture('array.json'), reference)).roles;
    const second = imported(parseRoleDefinitions(fixture('array.json'), reference, { alreadyImported: first })).roles;
    expect(second.map((r) => [r.displayName, r.slug, r.templateId])).toEqual([
      ['Helpdesk Lite (2)', 'custom-helpdesk-lite-2', 'custom:helpdesk-lite-2'],
      ['App Owner Helper (2)', 'custom-app-owner-helper-2', 'custom:app-owner-helper-2'],
    ]);
  });
});

describe('parseRoleDefinitions never throws', () => {
  const isResult = (result: ImportResult) => {
    if ('error' in result) {
      expect(result.error.message).toMatch(/\.$/);
      expect([
        'too-large',
        'empty',
        'invalid-json',
        'not-role-definitions',
        'no-roles',
        'too-many-roles',
        'shallow-export',
      ]).toContain(result.error.code);
      return;
    }
    const unique = (values: string[]) => new Set(values.map((v) => v.toLowerCase())).size === values.length;
    const builtInIds = shippedRoles().map((r) => r.templateId);
    expect(unique(result.roles.map((r) => r.displayName))).toBe(true);
    expect(unique([...result.roles.map((r) => r.templateId), ...builtInIds])).toBe(true);
    expect(unique([...result.roles.map((r) => r.slug), ...shippedRoles().map((r) => r.slug)])).toBe(true);
    expect(result.roles.every((r: CustomRole) => r.builtIn === false && r.inheritsFrom.length === 0)).toBe(true);
  };

  it('on arbitrary strings and JSON values', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => isResult(parseRoleDefinitions(text, reference))),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(fc.jsonValue(), (value) => isResult(parse(value))),
      { numRuns: 200 },
    );
  });

  it('on role-shaped values with keys of any case and values of any type', () => {
    const anyCase = (key: string) => fc.constantFrom(key, key.toUpperCase(), key[0].toUpperCase() + key.slice(1));
    const grant = fc.record({
      allowedResourceActions: fc.oneof(
        fc.array(
          fc.oneof(fc.constantFrom(...HELPDESK.permissions.map((p) => p.action), NOT_IN_BUILT_INS), fc.jsonValue()),
        ),
        fc.jsonValue(),
      ),
      condition: fc.oneof(fc.constantFrom('$ResourceIsSelf', '$SubjectIsOwner', null), fc.jsonValue()),
      excludedResourceActions: fc.jsonValue(),
    });
    const role = fc
      .tuple(anyCase('displayName'), anyCase('rolePermissions'), anyCase('templateId'))
      .chain(([name, perms, id]) =>
        fc.record({
          [name]: fc.oneof(fc.constantFrom('Global Reader', 'Helpdesk Lite', ''), fc.string()),
          [perms]: fc.oneof(fc.array(grant, { maxLength: 3 }), fc.jsonValue()),
          [id]: fc.oneof(fc.constantFrom(HELPDESK.templateId, 'dup', null), fc.jsonValue()),
          isBuiltIn: fc.jsonValue(),
        }),
      );
    const file = fc.oneof(
      role,
      fc.array(role, { maxLength: 8 }),
      fc.record({ value: fc.array(role, { maxLength: 8 }) }),
    );
    fc.assert(
      fc.property(file, (value) => isResult(parse(value))),
      { numRuns: 500 },
    );
  });
});

describe('custom roles in the engine', () => {
  const { roles: custom } = imported(parseRoleDefinitions(fixture('graph-beta.json'), reference));
  const engine = new RoleEngine();
  engine.load(toEngineRoles([...shippedRoles(), ...custom]), '2026-05-04');
  const lite = custom[0];

  it('inherit nothing: the inherited view counts the same permissions as the listed one', () => {
    const inherit = { inherit: true, wildcards: false };
    const listed = engine.analyze([lite.templateId, HELPDESK.templateId], LISTED_VIEW);
    const inherited = engine.analyze([lite.templateId, HELPDESK.templateId], inherit);
    expect(listed.roles[0].permissionCount).toBe(4);
    expect(inherited.roles[0].permissionCount).toBe(4);
    expect(inherited.roles[1].permissionCount).toBeGreaterThan(listed.roles[1].permissionCount); // Helpdesk inherits Directory Readers
  });

  it('are never named as granting an action, nor recommended by the finder', () => {
    const [granting] = engine.rolesGranting([NOT_IN_BUILT_INS], LISTED_VIEW);
    expect(granting ?? []).toEqual([]);
    const answer = engine.leastPrivilege([NOT_IN_BUILT_INS, 'microsoft.directory/users/password/update'], LISTED_VIEW);
    const names = [...answer.singleRoles, ...answer.combination].map((f) => f.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names).not.toContain('Helpdesk Lite');
    expect(answer.uncoverable).toEqual([NOT_IN_BUILT_INS]);
  });
});
