// src/features/simulator/role-search.ts: the simulator's search over name, description and template id.
import { describe, expect, it } from 'vitest';
import { roleMatchesSearch } from '../../../../../src/features/simulator/role-search';
import { shippedRole, shippedRoles, dataPath } from '../../../helpers';
import type { DocsNotesFile } from '../../../../../src/state/docs-notes';
import { readFileSync } from 'node:fs';

const roles = shippedRoles();
const GA = shippedRole('global-administrator');
const matching = (query: string) => roles.filter((r) => roleMatchesSearch(r, query)).map((r) => r.displayName);

describe('simulator role search', () => {
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
  });

  it('matches words of the description only (here: roles whose name does not say password)', () => {
    expect(roleMatchesSearch(shippedRole('helpdesk-administrator'), 'reset passwords')).toBe(true);
    expect(roleMatchesSearch(shippedRole('global-reader'), 'but not update anything')).toBe(true);
    expect(roleMatchesSearch(shippedRole('global-reader'), 'reset passwords')).toBe(false);
  });

  it('matches the template id, whole or in part, in any case', () => {
    expect(matching(GA.templateId)).toEqual(['Global Administrator']);
    expect(matching('62E90394-69F5')).toEqual(['Global Administrator']);
  });

  it('matches every role for an empty or blank query', () => {
    expect(matching('')).toHaveLength(roles.length);
    expect(matching(' \t\n ')).toHaveLength(roles.length);
  });

  it('takes the query as plain text: no role matches text that is in none of them, and pattern characters are literal', () => {
    expect(matching('zzz-no-such-role')).toEqual([]);
    // As patterns these would match Global Reader; as text they match nothing.
    expect(matching('^global')).toEqual([]);
    expect(matching('global.reader')).toEqual([]);
    expect(matching('.*')).toEqual([]);
    // The words must be adjacent as typed: a doubled space is not one space.
    expect(matching('global  reader')).toEqual([]);
  });

  it("finds a role by the name Microsoft's docs give it (docs-notes.json), not only by the Graph name", () => {
    const notes: DocsNotesFile = JSON.parse(readFileSync(dataPath('public/data/docs-notes.json'), 'utf8'));
    const docsNames = new Map<string, string[]>();
    for (const d of notes.nameDifferences)
      docsNames.set(d.templateId, [...(docsNames.get(d.templateId) ?? []), d.docsName]);
    const query = 'Microsoft Entra Joined Device Local Administrator';
    expect(roles.filter((r) => roleMatchesSearch(r, query)).map((r) => r.displayName)).toEqual([]);
    expect(roles.filter((r) => roleMatchesSearch(r, query, docsNames)).map((r) => r.displayName)).toEqual([
      'Azure AD Joined Device Local Administrator',
    ]);
  });
});
