// src/features/compare/overlap-matrix/overlap-band.ts: the overlap colour bands of spec section 9 and their words.
import { describe, expect, it } from 'vitest';
import {
  OVERLAP_BANDS,
  overlapBand,
  overlapBandLabel,
} from '../../../../../../src/features/compare/overlap-matrix/overlap-band';

describe('overlap bands', () => {
  it('are 80-100 high, 60-79 substantial, 40-59 moderate and below 40 low, edges included', () => {
    const cases: [number, string][] = [
      [100, 'high'],
      [80, 'high'],
      [79, 'substantial'],
      [60, 'substantial'],
      [59, 'moderate'],
      [40, 'moderate'],
      [39, 'low'],
      [0, 'low'],
    ];
    for (const [percent, band] of cases) expect(overlapBand(percent), `${percent}%`).toBe(band);
  });

  it('give every whole percent one band, and bands never go down as the percent goes up', () => {
    const rank = OVERLAP_BANDS.map((b) => b.band).reverse();
    let previous = -1;
    for (let percent = 0; percent <= 100; percent++) {
      const at = rank.indexOf(overlapBand(percent));
      expect(at).toBeGreaterThanOrEqual(previous);
      previous = at;
    }
  });

  it('put anything below 0 (or not a number) in the low band', () => {
    expect(overlapBand(-5)).toBe('low');
    expect(overlapBand(Number.NaN)).toBe('low');
  });

  it('have words for each band, so colour is never the only cue', () => {
    expect(overlapBandLabel(92)).toBe('high overlap');
    expect(overlapBandLabel(65)).toBe('substantial overlap');
    expect(overlapBandLabel(40)).toBe('moderate overlap');
    expect(overlapBandLabel(12)).toBe('low overlap');
    expect(OVERLAP_BANDS.map((b) => b.range)).toEqual(['80–100%', '60–79%', '40–59%', 'below 40%']);
  });
});
