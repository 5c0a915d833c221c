import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minWidth: 0,
});
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });
export const text = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  resize: 'vertical',
  minHeight: '6rem',
});
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
