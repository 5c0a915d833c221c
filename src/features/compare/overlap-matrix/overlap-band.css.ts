import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import type { OverlapBand } from './overlap-band';

/** Background and text colour of each overlap band (text passes AA on its background). */
export const bandTone = styleVariants<Record<OverlapBand, { background: string; color: string }>>({
  high: { background: vars.color.bandHigh, color: vars.color.bandHighText },
  substantial: { background: vars.color.bandAmber, color: vars.color.bandAmberText },
  moderate: { background: vars.color.bandGreen, color: vars.color.bandGreenText },
  low: { background: vars.color.bandNeutral, color: vars.color.bandNeutralText },
});

/** A small coloured chip showing a percentage in its band colour. */
export const percentChip = style({
  display: 'inline-block',
  minWidth: '3.25rem',
  padding: `1px ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontWeight: 700,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});
