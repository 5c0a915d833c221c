import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const box = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
});
export const headingRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  justifyContent: 'space-between',
  flexWrap: 'wrap',
});
export const heading = style({ margin: 0, fontSize: vars.fontSize.md });
export const stats = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.md,
  margin: `${vars.space.sm} 0 0`,
});
export const stat = style({ display: 'flex', flexDirection: 'column-reverse', margin: 0 });
export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const value = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});
export const view = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const error = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.danger });
