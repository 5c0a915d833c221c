import { style } from '@vanilla-extract/css';
import { NARROW_SCREEN, SMALL_SCREEN, vars } from '../../styles/theme.css';

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  '@media': {
    [SMALL_SCREEN]: { gap: vars.space.sm },
    // Three columns leave a label like "Permissions" wider than its card: one card a row.
    [NARROW_SCREEN]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});
export const card = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  '@media': { [SMALL_SCREEN]: { padding: vars.space.sm } },
});
export const label = style({
  fontWeight: 600,
  '@media': { [SMALL_SCREEN]: { fontSize: vars.fontSize.sm, lineHeight: 1.25 } },
});
export const value = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: 800,
  lineHeight: 1.1,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [SMALL_SCREEN]: { fontSize: vars.fontSize.xl } },
});
export const caption = style({
  display: 'block',
  fontWeight: 400,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  '@media': { [SMALL_SCREEN]: { fontSize: vars.fontSize.xs } },
});
