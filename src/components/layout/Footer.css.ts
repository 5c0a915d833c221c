import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  marginTop: vars.space.xxl,
});
export const inner = style({
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
});
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontWeight: 600,
});
export const tagline = style({ margin: `${vars.space.md} 0 ${vars.space.xs}`, color: vars.color.text });
export const small = style({ margin: `${vars.space.xs} 0`, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
