// src/features/finder/need-query.ts: the finder's need list in the URL (/finder?need=a,b,c plus the view) and in pasted text.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { PermissionView } from '@engine/catalog';
import {
  actionsOfJson,
  addNeeds,
  finderPath,
  needReadingFromSearch,
  normalizeNeed,
  pastedNeedReading,
  unwrapEntry,
} from '../../../../../src/features/finder/need-query';
import { viewFromSearch } from '../../../../../src/state/view';
import { permissionIndexOf } from '../../../../../src/features/permissions/permission-index';
import { shippedRoles } from '../../../helpers';

const PASSWORD = 'microsoft.directory/users/password/update';
const SELF = `${PASSWORD} [$ResourceIsSelf]`;
const DELETE = 'microsoft.directory/users/delete';
const LISTED: PermissionView = { inherit: false, wildcards: false };
const EFFECTIVE: PermissionView = { inherit: true, wildcards: true };

/** The need list and view a path gives back, read the way the finder page reads its URL. */
function readBack(path: string) {
  const url = new URL(path, 'https://roleprism.example');
  return {
    pathname: url.pathname,
    need: needReadingFromSearch(url.searchParams).need,
    view: viewFromSearch(url.searchParams),
  };
}

describe('one need as typed', () => {
  it('is trimmed, and a condition is written the way the dataset keys it', () => {
    expect(normalizeNeed(`  ${PASSWORD}  `)).toBe(PASSWORD);
    expect(normalizeNeed(SELF)).toBe(SELF);
    expect(normalizeNeed(`${PASSWORD}[$ResourceIsSelf]`)).toBe(SELF);
    expect(normalizeNeed(` ${PASSWORD}   [$ResourceIsSelf] `)).toBe(SELF);
    expect(normalizeNeed('')).toBe('');
    expect(normalizeNeed('   ')).toBe('');
  });

  it('leaves text that is not a condition as it is', () => {
    // A condition is "$" and letters in brackets at the end; anything else is part of the action.
    expect(normalizeNeed(`${PASSWORD} [ResourceIsSelf]`)).toBe(`${PASSWORD} [ResourceIsSelf]`);
    expect(normalizeNeed(`${PASSWORD} [$Resource-Is-Self]`)).toBe(`${PASSWORD} [$Resource-Is-Self]`);
    expect(normalizeNeed('not an action')).toBe('not an action');
  });

  it('gives every member key of the shipped dataset back unchanged', () => {
    for (const key of permissionIndexOf(shippedRoles()).keys) expect(normalizeNeed(key)).toBe(key);
  });
});

describe('need lists', () => {
  it('from a query: comma-separated, trimmed, distinct, in the order given', () => {
    expect(needReadingFromSearch(new URLSearchParams(`need=${DELETE}, ${PASSWORD},,${DELETE}`)).need).toEqual([
      DELETE,
      PASSWORD,
    ]);
    expect(
      needReadingFromSearch(new URLSearchParams(`need=${encodeURIComponent(`${PASSWORD}[$ResourceIsSelf],${SELF}`)}`))
        .need,
    ).toEqual([SELF]);
    expect(needReadingFromSearch(new URLSearchParams('need=')).need).toEqual([]);
    expect(needReadingFromSearch(new URLSearchParams('need=,, ,')).need).toEqual([]);
    expect(needReadingFromSearch(new URLSearchParams('inherit=1')).need).toEqual([]);
  });

  it('from pasted text: one a line (LF or CRLF), commas too, blank lines ignored', () => {
    expect(pastedNeedReading(`${DELETE}\r\n\r\n  ${PASSWORD}  \n${SELF}, ${DELETE}\n`).need).toEqual([
      DELETE,
      PASSWORD,
      SELF,
    ]);
    expect(pastedNeedReading('').need).toEqual([]);
    expect(pastedNeedReading('\n\n \r\n').need).toEqual([]);
  });

  it('from pasted lines of a JSON list or a spreadsheet: quotes, brackets, semicolons and tabs dropped', () => {
    expect(pastedNeedReading(`  "${DELETE}",\n  "${PASSWORD}"\n`).need).toEqual([DELETE, PASSWORD]);
    expect(pastedNeedReading(`["${DELETE}", '${PASSWORD}']`).need).toEqual([DELETE, PASSWORD]); // not JSON: single quotes
    expect(pastedNeedReading(`[\`${DELETE}\`]`).need).toEqual([DELETE]);
    expect(pastedNeedReading(`${DELETE};${PASSWORD}\t${DELETE}`).need).toEqual([DELETE, PASSWORD]);
    // A condition's brackets stay, quoted or not, at the end of a list or not.
    expect(pastedNeedReading(`"${SELF}"],`).need).toEqual([SELF]);
    expect(pastedNeedReading(`${SELF}\n[${SELF}]`).need).toEqual([SELF]);
    expect(pastedNeedReading(`${PASSWORD} [ResourceIsSelf]`).need).toEqual([`${PASSWORD} [ResourceIsSelf]`]);
  });

  it('from pasted JSON: a list of actions, or the allowed actions of role definitions (Graph or PowerShell)', () => {
    expect(pastedNeedReading(JSON.stringify([DELETE, PASSWORD], null, 2)).need).toEqual([DELETE, PASSWORD]);
    const graph = {
      displayName: 'Contoso helpdesk',
      rolePermissions: [
        { allowedResourceActions: [PASSWORD, DELETE], excludedResourceActions: [] },
        { allowedResourceActions: [PASSWORD], condition: '$ResourceIsSelf' },
      ],
    };
    expect(pastedNeedReading(JSON.stringify(graph)).need).toEqual([PASSWORD, DELETE, SELF]);
    // A Graph list answer, and PowerShell's keys (any case); a definition's excluded actions are not needs.
    const powerShell = {
      DisplayName: 'Other',
      RolePermissions: [{ AllowedResourceActions: [DELETE], ExcludedResourceActions: [PASSWORD] }],
    };
    expect(pastedNeedReading(JSON.stringify({ value: [graph, powerShell] })).need).toEqual([PASSWORD, DELETE, SELF]);
    expect(pastedNeedReading(JSON.stringify([powerShell])).need).toEqual([DELETE]);
  });

  it('from pasted text that looks like JSON but holds no actions: read as lines', () => {
    expect(actionsOfJson('{"displayName": "x"}')).toBeNull();
    expect(actionsOfJson(`[${DELETE}`)).toBeNull(); // no JSON
    expect(actionsOfJson('[]')).toBeNull();
    expect(actionsOfJson(DELETE)).toBeNull();
    expect(pastedNeedReading(`[${DELETE}`).need).toEqual([DELETE]);
  });

  it('a pasted entry is unwrapped of what a JSON list adds, and nothing else', () => {
    expect(unwrapEntry(` "${DELETE}", `.replace(',', ''))).toBe(DELETE);
    expect(unwrapEntry('"a"b"')).toBe('a"b');
    expect(unwrapEntry('"')).toBe('"');
    expect(unwrapEntry('[]')).toBe('');
    // Past twice the longest action, an entry is left as it is (and then counted as too long).
    const long = `"${'a'.repeat(600)}"`;
    expect(unwrapEntry(long)).toBe(long);
    fc.assert(
      fc.property(fc.string(), (text) => {
        const unwrapped = unwrapEntry(text);
        expect(text.includes(unwrapped.trim()) || unwrapped === text).toBe(true);
      }),
    );
  });

  it('added at the end, each once, the earlier place kept', () => {
    expect(addNeeds([DELETE], [PASSWORD, DELETE, ` ${SELF} `])).toEqual([DELETE, PASSWORD, SELF]);
    expect(addNeeds([], [])).toEqual([]);
    expect(addNeeds([PASSWORD], [''])).toEqual([PASSWORD]);
  });
});

describe('the finder path', () => {
  it('is /finder with the view when nothing is needed', () => {
    expect(finderPath([], LISTED)).toBe('/finder');
    expect(finderPath([], { inherit: true, wildcards: false })).toBe('/finder?inherit=1');
    expect(finderPath([], EFFECTIVE)).toBe('/finder?inherit=1&wildcards=1');
  });

  it('keeps slashes and $ readable, encodes the rest, and appends the view', () => {
    expect(finderPath([DELETE, PASSWORD], LISTED)).toBe(`/finder?need=${DELETE},${PASSWORD}`);
    expect(finderPath([SELF], { inherit: false, wildcards: true })).toBe(
      '/finder?need=microsoft.directory/users/password/update%20%5B$ResourceIsSelf%5D&wildcards=1',
    );
  });

  it('reads back as the same needs and view', () => {
    const need = [DELETE, SELF, 'microsoft.office365.exchange/recipients/allProperties/allTasks'];
    expect(readBack(finderPath(need, EFFECTIVE))).toEqual({ pathname: '/finder', need, view: EFFECTIVE });
    expect(readBack(finderPath([], LISTED))).toEqual({ pathname: '/finder', need: [], view: LISTED });
  });

  it('property: any need list without commas reads back unchanged, whatever characters it holds', () => {
    // Characters a URL treats specially (& = + % # ? space) among the ones actions are made of.
    const item = fc
      .array(fc.constantFrom('a', 'Z', '0', '.', '/', '$', '[', ']', ' ', '&', '=', '+', '%', '#', '?', 'é'), {
        minLength: 1,
        maxLength: 12,
      })
      .map((c) => c.join(''));
    fc.assert(
      fc.property(fc.array(item, { maxLength: 5 }), fc.boolean(), fc.boolean(), (raw, inherit, wildcards) => {
        const need = addNeeds([], raw);
        const view = { inherit, wildcards };
        expect(readBack(finderPath(need, view))).toEqual({ pathname: '/finder', need, view });
      }),
      { numRuns: 500 },
    );
  });
});
