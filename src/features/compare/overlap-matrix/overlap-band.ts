// The overlap colour bands of spec section 9, with the words that go with each colour (colour is never the only cue).

export type OverlapBand = 'high' | 'substantial' | 'moderate' | 'low';

/** Bands from the highest down: 80-100% red (high), 60-79% amber, 40-59% green, below 40% neutral. */
export const OVERLAP_BANDS: readonly { band: OverlapBand; min: number; range: string; label: string }[] = [
  { band: 'high', min: 80, range: '80–100%', label: 'high overlap' },
  { band: 'substantial', min: 60, range: '60–79%', label: 'substantial overlap' },
  { band: 'moderate', min: 40, range: '40–59%', label: 'moderate overlap' },
  { band: 'low', min: 0, range: 'below 40%', label: 'low overlap' },
];

/** The band a similarity percent falls in. */
export function overlapBand(percent: number): OverlapBand {
  return (OVERLAP_BANDS.find((b) => percent >= b.min) ?? OVERLAP_BANDS[OVERLAP_BANDS.length - 1]).band;
}

/** Words for a band, e.g. "high overlap". */
export function overlapBandLabel(percent: number): string {
  const band = overlapBand(percent);
  return OVERLAP_BANDS.find((b) => b.band === band)!.label;
}
