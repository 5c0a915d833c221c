import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const box = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});
export const select = style({ minHeight: '40px', maxWidth: '20rem' });
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
