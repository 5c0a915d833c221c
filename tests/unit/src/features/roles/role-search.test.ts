// src/features/roles/role-search.ts: the roles directory's search (spec sections 2 and 5) over names and description,
// and the simulator's, over the template id too.
import { describe, expect, it } from 'vitest';
import { roleMatchesSearch, type RoleSearchOptions } from '../../../../../src/features/roles/role-search';
import { dataPath, shippedRole, shippedRoles } from '../../../helpers';
import type { DocsNotesFile } from '../../../../../src/state/docs-notes';
import { readFileSync } from 'node:fs';

const roles = shippedRoles();
const GA = shippedRole('global-administrator');

describe.each([
  ['roles directory', {}],
  ['simulator', { byTemplateId: true }],
] as [string, RoleSearchOptions][])('%s search', (_name, options) => {
  const matching = (query: string, docsNames?: RoleSearchOptions['docsNames']) =>
    roles.filter((r) => roleMatchesSearch(r, query, { ...options, docsNames })).map((r) => r.displayName);

  it('matches a part of the display name in any case, with the query trimmed', () => {
    const global = [
      'Global Administrator',
      'Global Reader',
      'Global Secure Access Administrator',
      'Global Secure Access Log Reader',
    ];
    expect(matching('global')).toEqual(global);
    expect(matching('  GLOBAL ')).toEqual(global);
    expect(matching('lobal read')).toEqual(['Global Reader']);
    expect(matching('  Global READER  ')).toEqual(['Global Reader']);
    expect(matching('password administrator')).toEqual([
      'Authentication Extensibility Password Administrator',
      'Password Administrator',
    ]);
  });

  it('matches a part of the description (here: roles whose name does not say password)', () => {
    const reset = matching('reset passwords');
    expect(reset).toContain('Helpdesk Administrator');
    expect(reset).toContain('Password Administrator');
    for (const name of reset) {
      const role = roles.find((r) => r.displayName === name)!;
      expect(`${role.displayName} ${role.description}`.toLowerCase()).toContain('reset passwords');
    }
    expect(roleMatchesSearch(shippedRole('global-reader'), 'but not update anything', options)).toBe(true);
    expect(roleMatchesSearch(shippedRole('global-reader'), 'reset passwords', options)).toBe(false);
  });

  it('matches every role for an empty or blank query', () => {
    expect(matching('')).toHaveLength(roles.length);
    expect(matching('   ')).toHaveLength(roles.length);
    expect(matching(' \t\n ')).toHaveLength(roles.length);
  });

  it('takes the query as plain text: no role matches text that is in none of them, and pattern characters are literal', () => {
    expect(matching('zzz-no-such-role')).toEqual([]);
    expect(matching('no such role anywhere')).toEqual([]);
    // As patterns these would match Global Reader; as text they match nothing.
    expect(matching('^global')).toEqual([]);
    expect(matching('^global reader$')).toEqual([]);
    expect(matching('global.reader')).toEqual([]);
    expect(matching('.*')).toEqual([]);
    expect(matching('.+')).toEqual([]);
    // The words must be adjacent as typed: a doubled space is not one space.
    expect(matching('global  reader')).toEqual([]);
  });

  it("finds a role by the name Microsoft's docs give it (docs-notes.json), not only by the Graph name", () => {
    const notes: DocsNotesFile = JSON.parse(readFileSync(dataPath('public/data/docs-notes.json'), 'utf8'));
    const docsNames = new Map<string, string[]>();
    for (const d of notes.nameDifferences)
      docsNames.set(d.templateId, [...(docsNames.get(d.templateId) ?? []), d.docsName]);
    const query = 'Microsoft Entra Joined Device Local Administrator';
    expect(matching(query)).toEqual([]);
    expect(matching(query, docsNames)).toEqual(['Azure AD Joined Device Local Administrator']);
  });
});

describe('template ids', () => {
  it('the roles directory does not search them', () => {
    expect(roleMatchesSearch(GA, GA.templateId)).toBe(false);
    expect(roleMatchesSearch(GA, GA.templateId.slice(0, 8))).toBe(false);
  });

  it('the simulator matches one whole or in part, in any case', () => {
    const simulatorMatching = (query: string) =>
      roles.filter((r) => roleMatchesSearch(r, query, { byTemplateId: true })).map((r) => r.displayName);
    expect(simulatorMatching(GA.templateId)).toEqual(['Global Administrator']);
    expect(simulatorMatching('62E90394-69F5')).toEqual(['Global Administrator']);
  });
});
