import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const count = style({ fontSize: vars.fontSize.lg });
export const aside = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const inline = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const credit = style({
  margin: `${vars.space.md} 0 0`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
