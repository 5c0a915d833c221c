import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const nav = style({ marginBottom: vars.space.lg, fontSize: vars.fontSize.sm });
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const item = style({
  overflowWrap: 'anywhere',
  color: vars.color.textMuted,
  selectors: { '& + &::before': { content: '"›"', marginRight: vars.space.xs, color: vars.color.textMuted } },
});
