// The custom-role import's answer in pieces: what the worker writes, the page reads back whole, in order.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readImportAnswer, ROLES_PER_PIECE } from '../../../../src/data/import-answer';
import { importRoleDefinitions } from '../../../../workers/custom-roles-import';
import { parseRoleDefinitions } from '../../../../src/data/custom-roles';

const definitions = (count: number) =>
  JSON.stringify({
    value: Array.from({ length: count }, (_, i) => ({
      id: `piece-${i}`,
      templateId: `piece-${i}`,
      displayName: `Piece Role ${i}`,
      rolePermissions: [
        { allowedResourceActions: ['microsoft.directory/users/basic/update', `x.custom/thing${i}/read`] },
      ],
    })),
  });

describe('import answer', () => {
  it('splits 250 roles into pieces of at most 100 and reads back the very result the parser gives', async () => {
    const text = definitions(250);
    const answer = await importRoleDefinitions(text, [], []);
    expect(answer.pieces).toHaveLength(Math.ceil(250 / ROLES_PER_PIECE));
    expect(JSON.parse(answer.head).roles).toEqual([]);
    let yields = 0;
    const result = await readImportAnswer(answer, async () => {
      yields++;
    });
    expect(yields).toBe(answer.pieces.length);
    expect(result).toEqual(JSON.parse(JSON.stringify(parseRoleDefinitions(text, []))));
    if ('error' in result) throw new Error(result.error.message);
    expect(result.roles.map((r) => r.displayName).slice(0, 2)).toEqual(['Piece Role 0', 'Piece Role 1']);
    expect(result.roles).toHaveLength(250);
  });

  it('reads a file (a Blob) the same as its text', async () => {
    const text = definitions(3);
    const fromFile = await importRoleDefinitions(new Blob([text], { type: 'application/json' }), [], []);
    const fromText = await importRoleDefinitions(text, [], []);
    expect(await readImportAnswer(fromFile, async () => {})).toEqual(await readImportAnswer(fromText, async () => {}));
  });

  it("reads Windows PowerShell 5.1's UTF-16LE file (with its byte-order mark) as its UTF-8 original", async () => {
    const fixture = (name: string) =>
      readFileSync(resolve(import.meta.dirname, '../../../fixtures/custom-roles', name));
    const utf16 = fixture('powershell-5.1-utf16le.json');
    expect([...utf16.subarray(0, 2)]).toEqual([0xff, 0xfe]);
    const fromUtf16 = await readImportAnswer(await importRoleDefinitions(new Blob([utf16]), [], []), async () => {});
    const fromUtf8 = await readImportAnswer(
      await importRoleDefinitions(new Blob([fixture('powershell.json')]), [], []),
      async () => {},
    );
    if ('error' in fromUtf16) throw new Error(fromUtf16.error.message);
    expect(fromUtf16.roles.map((r) => r.displayName)).toEqual(['Helpdesk Lite', 'App Owner Helper']);
    expect(fromUtf16).toEqual(fromUtf8);
  });

  it('says how to save a file whose bytes are not UTF-8 or UTF-16 text, and imports nothing', async () => {
    const answer = await importRoleDefinitions(new Blob([new Uint8Array([0x7b, 0xc3, 0x28, 0xff])]), [], []);
    expect(answer.pieces).toEqual([]);
    const result = await readImportAnswer(answer, async () => {});
    if (!('error' in result)) throw new Error('expected an error');
    expect(result.error.code).toBe('unreadable-encoding');
    expect(result.error.message).toMatch(/^The file is not text in UTF-8, or UTF-16 with a byte-order mark/);
  });

  it('answers an error in the head alone', async () => {
    const answer = await importRoleDefinitions('{ not json', [], []);
    expect(answer.pieces).toEqual([]);
    const result = await readImportAnswer(answer, async () => {
      throw new Error('no piece to yield after');
    });
    expect('error' in result && result.error.code).toBe('invalid-json');
  });
});
