import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const facts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const description = style({ margin: 0, fontSize: vars.fontSize.md, maxWidth: '60rem' });
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10rem), 1fr))',
  gap: vars.space.md,
  margin: 0,
});
export const item = style({
  minWidth: 0,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const term = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.02em',
});
export const value = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});
