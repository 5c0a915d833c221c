// src/data/custom-roles.ts in real Chromium: its JSON.parse messages (their own wording and positions) and the fixtures.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadRoles } from '../../src/data/load-roles';
import { builtInReference, parseRoleDefinitions } from '../../src/data/custom-roles';
import { jsonErrorOffset, jsonSyntaxProblem } from '@engine/json-position';
import powershell from '../fixtures/custom-roles/powershell.json?raw';
import graphV1 from '../fixtures/custom-roles/graph-v1.json?raw';

describe('custom role import in Chromium', () => {
  it('reads a PowerShell export (BOM, PascalCase, CRLF) and a Graph response alike', async () => {
    const reference = builtInReference(await loadRoles());
    const fromPowerShell = parseRoleDefinitions(powershell, reference);
    const fromGraph = parseRoleDefinitions(graphV1, reference);
    if ('error' in fromPowerShell || 'error' in fromGraph) throw new Error('import failed');
    expect(powershell.charCodeAt(0)).toBe(0xfeff);
    expect(fromPowerShell.roles.map((r) => [r.displayName, r.permissions.length, r.actionsNotInAnyBuiltIn])).toEqual([
      ['Helpdesk Lite', 4, ['microsoft.directory/users/contactInfo/update']],
      ['App Owner Helper', 3, []],
    ]);
    expect(fromGraph.roles).toEqual(fromPowerShell.roles);
    expect(fromGraph.builtInMatches.map((m) => m.builtInName)).toEqual(['Helpdesk Administrator']);
  });

  it("locates every JSON error from Chromium's own message where the scanner does", () => {
    const alphabet = fc.constantFrom(...'{}[]":, \n\ta1-.e\\utrnf0'.split(''));
    fc.assert(
      fc.property(fc.array(alphabet, { minLength: 1, maxLength: 20 }), (chars) => {
        const text = chars.join('');
        const expected = jsonErrorOffset(text);
        if (expected === -1) return;
        let error: unknown;
        try {
          JSON.parse(text);
        } catch (caught) {
          error = caught;
        }
        expect(jsonSyntaxProblem(text, error).offset).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('names the line and column of invalid JSON', () => {
    const text = '[\n  {"displayName": "A", "rolePermissions": ["x",]}\n]';
    const result = parseRoleDefinitions(text, []);
    if (!('error' in result)) throw new Error('imported invalid JSON');
    const column = text.split('\n')[1].indexOf(',]') + 2;
    expect(result.error.position).toEqual({ line: 2, column });
    expect(result.error.message).toMatch(new RegExp(`^The file is not valid JSON: .+ at line 2, column ${column}\\.$`));
    expect(result.error.message).not.toMatch(/is not valid JSON at|position/);
  });
});
