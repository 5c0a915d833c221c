// The custom-role import's answer in pieces: what the worker writes, the page reads back whole, in order.
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

  it('answers an error in the head alone', async () => {
    const answer = await importRoleDefinitions('{ not json', [], []);
    expect(answer.pieces).toEqual([]);
    const result = await readImportAnswer(answer, async () => {
      throw new Error('no piece to yield after');
    });
    expect('error' in result && result.error.code).toBe('invalid-json');
  });
});
