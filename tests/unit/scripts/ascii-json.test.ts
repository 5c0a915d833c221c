import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { asciiJson } from '../../../scripts/lib/ascii-json';
import { dataPath } from '../helpers';

const DATA_DIR = dataPath('public/data');

describe('asciiJson', () => {
  it('writes every character from U+007F up as an escape that parses back to the same text', () => {
    const value = {
      description: 'Global\u202fSecure caf\u00e9 \u{1F512} del\u007f',
      plain: 'a/b "c" \\ d',
      list: ['\u00a0'],
    };
    const text = asciiJson(JSON.stringify(value));
    expect(text).toBe(
      '{"description":"Global\\u202fSecure caf\\u00e9 \\ud83d\\udd12 del\\u007f","plain":"a/b \\"c\\" \\\\ d","list":["\\u00a0"]}',
    );
    expect(JSON.parse(text)).toEqual(value);
  });

  it('leaves ASCII JSON as it is', () => {
    const text = JSON.stringify({ a: [1, 'two', null], b: 'microsoft.directory/users/password/update' });
    expect(asciiJson(text)).toBe(text);
  });
});

describe('the data files the app reads', () => {
  const files = readdirSync(DATA_DIR).filter((name) => name.endsWith('.json'));

  it('are the five the build writes', () => {
    expect(files.sort()).toEqual([
      'docs-notes.json',
      'history.json',
      'roles_with_permissions.json',
      'takeover.json',
      'tasks.json',
    ]);
  });

  it.each(files)('%s is ASCII alone, so a browser decodes it as one byte per character', (name) => {
    const bytes = readFileSync(resolve(DATA_DIR, name));
    const outside = bytes.findIndex((byte) => byte > 0x7e);
    expect(outside, `a byte outside ASCII at offset ${outside}`).toBe(-1);
  });
});
