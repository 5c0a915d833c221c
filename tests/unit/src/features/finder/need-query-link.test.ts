// The finder's shareable link: readable when short (old links keep working), packed when long, never past 8 kB.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ACTION_LENGTH, MAX_LINK_CHARS, MAX_NEEDS, READABLE_LINK_CHARS } from '../../../../../src/app/input-limits';
import {
  finderLink,
  type FinderLink,
  finderPath,
  needReadingFromPacked,
  needReadingFromSearch,
  normalizeNeed,
  PACKED_NEED_PARAM,
} from '../../../../../src/features/finder/need-query';
import { packNeeds } from '../../../../../src/features/finder/packed-need';
import { viewFromSearch } from '../../../../../src/state/view';
import type { PermissionView } from '@engine/catalog';
import { permissionKey } from '@engine/permission-grammar';
import { shippedRoles } from '../../../helpers';

const LISTED: PermissionView = { inherit: false, wildcards: false };
const keys = [
  ...new Set(shippedRoles().flatMap((r) => r.permissions.map((p) => permissionKey(p.action, p.condition)))),
].sort();
/** A generous origin and base path in front of the link: the whole URL must stay under 8 kB with it. */
const ORIGIN = 'https://roleprism.contoso-security-team.example/tools/entra/';

/** The needs and the view a link opens with, read as the finder reads them. */
async function open(link: FinderLink) {
  const params = new URLSearchParams(link.path.split('?')[1] ?? '');
  const packed = params.get(PACKED_NEED_PARAM);
  const need = packed === null ? needReadingFromSearch(params).need : (await needReadingFromPacked(packed))!.need;
  return { need, view: viewFromSearch(params) };
}

/** A need as the finder holds it: non-empty, no comma, at most MAX_ACTION_LENGTH, normalized. */
const need = fc
  .string({
    unit: fc.oneof(
      fc.constantFrom('a', 'b', '/', '.', '$', ' ', '[', ']', '%', '&', '+', '=', '#', '?'),
      fc.string({ unit: 'grapheme', maxLength: 1 }),
    ),
    minLength: 1,
    maxLength: 40,
  })
  .map((s) => normalizeNeed(s.replace(/,/g, '')))
  .filter((s) => s !== '' && s.length <= MAX_ACTION_LENGTH);
const needList = (maxLength: number) => fc.uniqueArray(need, { maxLength });
const view = fc.record({ inherit: fc.boolean(), wildcards: fc.boolean() });

function shuffled<T>(list: T[], seed: number): T[] {
  const out = [...list];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 16807) % 2147483647;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

describe('finder links', () => {
  it('open with the same needs, in the same order, and the same view (property)', async () => {
    await fc.assert(
      fc.asyncProperty(needList(60), view, async (list, v) => {
        const link = await finderLink(list, v);
        expect(link.linked).toBe(list.length);
        expect(await open(link)).toEqual({ need: list, view: v });
      }),
      { numRuns: 200 },
    );
  });

  it('pack and unpack any need list (property)', async () => {
    await fc.assert(
      fc.asyncProperty(needList(200), async (list) => {
        expect((await needReadingFromPacked(await packNeeds(list)))!.need).toEqual(list);
      }),
      { numRuns: 100 },
    );
  });

  it('stay readable when short, exactly as links were written before', async () => {
    const list = [
      'microsoft.directory/users/password/update',
      'microsoft.directory/users/password/update [$ResourceIsSelf]',
      'x&y',
    ];
    const link = await finderLink(list, { inherit: true, wildcards: false });
    expect(link.path).toBe(
      '/finder?need=microsoft.directory/users/password/update,microsoft.directory/users/password/update%20%5B$ResourceIsSelf%5D,x%26y&inherit=1',
    );
    expect(link.path).toBe(finderPath(list, { inherit: true, wildcards: false }));
    expect((await finderLink([], LISTED)).path).toBe('/finder');
  });

  it('still open when written before packing existed, however long', () => {
    const old = `need=${keys.slice(0, 300).join(',')}&wildcards=1`;
    expect(old.length).toBeGreaterThan(READABLE_LINK_CHARS);
    expect(needReadingFromSearch(new URLSearchParams(old)).need).toEqual(keys.slice(0, 300));
    expect(needReadingFromSearch(new URLSearchParams('need=a%2Cb,c')).need).toEqual(['a', 'b', 'c']);
  });

  it('are packed past READABLE_LINK_CHARS, and hold any MAX_NEEDS permissions of the dataset whole', async () => {
    const figures: string[] = [];
    for (const seed of [1, 2, 3]) {
      const list = shuffled(keys, seed).slice(0, MAX_NEEDS);
      const link = await finderLink(list, { inherit: true, wildcards: true });
      expect(link.path.startsWith(`/finder?${PACKED_NEED_PARAM}=`)).toBe(true);
      expect(link.linked).toBe(MAX_NEEDS);
      expect(link.path.length).toBeLessThanOrEqual(MAX_LINK_CHARS);
      expect((await open(link)).need).toEqual(list);
      figures.push(`${link.path.length} (readable ${finderPath(list, LISTED).length})`);
    }
    const all = await finderLink(keys, LISTED);
    figures.push(`all ${keys.length} keys: ${all.path.length}, ${all.linked} linked`);
    console.log(`[finder link] ${MAX_NEEDS} random dataset keys, packed link length: ${figures.join('; ')}`);
  });

  it('stay under 8 kB with 500 needs of 132 characters, holding the first ones and saying how many', async () => {
    const random = (i: number) =>
      Array.from(
        { length: 132 },
        (_, j) => 'abcdefghijklmnopqrstuvwxyz0123456789./'[(i * 7919 + j * 104729 + ((i * j) % 97)) % 38],
      ).join('');
    const list = Array.from({ length: MAX_NEEDS }, (_, i) => random(i));
    expect(new Set(list).size).toBe(MAX_NEEDS);
    const link = await finderLink(list, { inherit: true, wildcards: true });
    expect(link.path.length).toBeLessThanOrEqual(MAX_LINK_CHARS);
    expect(`${ORIGIN}${link.path.slice(1)}`.length).toBeLessThan(8192);
    expect(link.linked).toBeGreaterThan(0);
    expect(link.linked).toBeLessThan(MAX_NEEDS);
    const opened = await open(link);
    expect(opened.need).toEqual(list.slice(0, link.linked));
    expect(opened.view).toEqual({ inherit: true, wildcards: true });
    // The most that fits: one more need would not.
    const oneMore = await packNeeds(list.slice(0, link.linked + 1));
    expect(`/finder?${PACKED_NEED_PARAM}=${oneMore}&inherit=1&wildcards=1`.length).toBeGreaterThan(MAX_LINK_CHARS);
    console.log(
      `[finder link] ${MAX_NEEDS} needs of 132 characters: the link holds the first ${link.linked} in ${link.path.length} characters`,
    );
  });
});

describe('packed lists from elsewhere', () => {
  it('read as unreadable when damaged', async () => {
    const packed = await packNeeds(keys.slice(0, 50));
    expect(await needReadingFromPacked(packed.slice(0, packed.length / 2))).toBeNull();
    expect(await needReadingFromPacked('not base64!')).toBeNull();
  });

  it('unpack no further than the caps, however much they inflate to', async () => {
    const bomb = await packNeeds(Array.from({ length: 400_000 }, (_, i) => `n${i % 3000}`));
    expect(bomb.length).toBeLessThan(MAX_LINK_CHARS * 10);
    const reading = (await needReadingFromPacked(bomb))!;
    expect(reading.need).toHaveLength(MAX_NEEDS);
    expect(reading.cut).toBe(true);
    expect(reading.overCap).toBeGreaterThan(0);
  });
});
