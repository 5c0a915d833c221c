// The caps on what a link or a paste may ask for: needs, ids.
import { describe, expect, it } from 'vitest';
import { MAX_ACTION_LENGTH, MAX_LINK_IDS, MAX_NEED_TEXT_CHARS, MAX_NEEDS } from '../../../../src/app/input-limits';
import { addNeeds, needReadingFromSearch, pastedNeedReading } from '../../../../src/features/finder/need-query';
import { roleIdsFromSearch, roleIdsPastCap } from '../../../../src/features/compare/comparison-link';

describe('caps on the needs a link or a paste asks for', () => {
  const unknown = (n: number) => Array.from({ length: n }, (_, i) => `nope-${i}`);

  it('keeps the first MAX_NEEDS distinct needs of a link and counts the rest', () => {
    const reading = needReadingFromSearch(new URLSearchParams({ need: [...unknown(3000), 'nope-1'].join(',') }));
    expect(reading.need).toEqual(unknown(MAX_NEEDS));
    expect(reading).toMatchObject({ overCap: 3000 - MAX_NEEDS, tooLong: 0, cut: false });
    expect(needReadingFromSearch(new URLSearchParams({ need: unknown(3000).join(',') })).need).toHaveLength(MAX_NEEDS);
  });

  it('leaves out entries longer than any action, and counts them', () => {
    const long = `microsoft.directory/${'x'.repeat(MAX_ACTION_LENGTH)}`;
    const spaces = `a${' '.repeat(50_000)}b`; // would make the condition pattern backtrack
    const reading = needReadingFromSearch(new URLSearchParams({ need: ['a', long, spaces, 'b'].join(',') }));
    expect(reading).toEqual({ need: ['a', 'b'], overCap: 0, tooLong: 2, cut: false });
  });

  it('reads at most MAX_NEED_TEXT_CHARS of a link or a paste, dropping the entry cut in two', () => {
    const entries = Array.from({ length: 40_000 }, (_, i) => `microsoft.directory/users/nope${i}/update`);
    const text = entries.join('\n');
    expect(text.length).toBeGreaterThan(MAX_NEED_TEXT_CHARS);
    const reading = pastedNeedReading(text);
    expect(reading.cut).toBe(true);
    expect(reading.need).toEqual(entries.slice(0, MAX_NEEDS));
    const read = text.slice(0, MAX_NEED_TEXT_CHARS).split('\n').length - 1;
    expect(reading.overCap).toBe(read - MAX_NEEDS);
  });

  it('adds a paste beside the needs already listed, up to the cap in all', () => {
    const current = unknown(450);
    const fit = pastedNeedReading(['nope-0', ...Array.from({ length: 80 }, (_, i) => `new-${i}`)].join('\n'), current);
    expect(fit.need).toEqual(Array.from({ length: 50 }, (_, i) => `new-${i}`));
    expect(fit.overCap).toBe(30);
    expect(addNeeds(current, fit.need)).toHaveLength(MAX_NEEDS);
    expect(addNeeds(unknown(MAX_NEEDS), ['one-more'])).toEqual(unknown(MAX_NEEDS));
    expect(pastedNeedReading(unknown(2000).join('\n')).need).toHaveLength(MAX_NEEDS);
  });

  it('reads short lists exactly as before: trimmed, distinct, conditions normalized, in order', () => {
    expect(
      needReadingFromSearch(
        new URLSearchParams('need=b, a ,b,,microsoft.directory/users/password/update%20%5B%24ResourceIsSelf%5D'),
      ).need,
    ).toEqual(['b', 'a', 'microsoft.directory/users/password/update [$ResourceIsSelf]']);
    expect(pastedNeedReading('x\r\n\r\ny,z\nx').need).toEqual(['x', 'y', 'z']);
  });
});

describe('caps on the ids of a link', () => {
  it('reads the first MAX_LINK_IDS distinct ids and counts the rest', () => {
    const ids = Array.from({ length: 10_000 }, (_, i) => `id-${i}`);
    const params = new URLSearchParams({ ids: [...ids, 'id-0'].join(',') });
    expect(roleIdsFromSearch(params)).toEqual(ids.slice(0, MAX_LINK_IDS));
    expect(roleIdsPastCap(params)).toBe(10_000 - MAX_LINK_IDS);
    expect(roleIdsPastCap(new URLSearchParams('ids=a,b'))).toBe(0);
  });
});
