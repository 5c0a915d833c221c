// src/features/roles/directory-search.ts: the roles directory search (spec sections 2 and 5) over name and description.
import { describe, expect, it } from 'vitest';
import { matchesDirectorySearch } from '../../../../../src/features/roles/directory-search';
import { shippedRole, shippedRoles, dataPath } from '../../../helpers';
import type { DocsNotesFile } from '../../../../../src/state/docs-notes';
import { readFileSync } from 'node:fs';

const roles = shippedRoles();
const matching = (query: string) => roles.filter((r) => matchesDirectorySearch(r, query)).map((r) => r.displayName);

describe('roles directory search', () => {
  it('matches a part of the display name in any case, with the query trimmed', () => {
    expect(matching('global reader')).toEqual(['Global Reader']);
    expect(matching('  Global READER  ')).toEqual(['Global Reader']);
    expect(matching('password administrator')).toEqual([
      'Authentication Extensibility Password Administrator',
      'Password Administrator',
    ]);
  });

  it('matches a part of the description', () => {
    const reset = matching('reset passwords');
    expect(reset).toContain('Helpdesk Administrator');
    expect(reset).toContain('Password Administrator');
    for (const name of reset) {
      const role = roles.find((r) => r.displayName === name)!;
      expect(`${role.displayName} ${role.description}`.toLowerCase()).toContain('reset passwords');
    }
  });

  it('does not search template ids (unlike the simulator search)', () => {
    const ga = shippedRole('global-administrator');
    expect(matchesDirectorySearch(ga, ga.templateId)).toBe(false);
    expect(matchesDirectorySearch(ga, ga.templateId.slice(0, 8))).toBe(false);
  });

  it('matches every role for an empty or blank query', () => {
    expect(matching('')).toHaveLength(roles.length);
    expect(matching('   ')).toHaveLength(roles.length);
  });

  it('takes the query as plain text', () => {
    expect(matching('no such role anywhere')).toEqual([]);
    expect(matching('^global reader$')).toEqual([]);
    expect(matching('.+')).toEqual([]);
  });

  it("finds a role by the name Microsoft's docs give it (docs-notes.json), not only by the Graph name", () => {
    const notes: DocsNotesFile = JSON.parse(readFileSync(dataPath('public/data/docs-notes.json'), 'utf8'));
    const docsNames = new Map<string, string[]>();
    for (const d of notes.nameDifferences)
      docsNames.set(d.templateId, [...(docsNames.get(d.templateId) ?? []), d.docsName]);
    const query = 'Microsoft Entra Joined Device Local Administrator';
    expect(roles.filter((r) => matchesDirectorySearch(r, query)).map((r) => r.displayName)).toEqual([]);
    expect(roles.filter((r) => matchesDirectorySearch(r, query, docsNames)).map((r) => r.displayName)).toEqual([
      'Azure AD Joined Device Local Administrator',
    ]);
  });
});
