import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const box = style({
  padding: vars.space.md,
  background: vars.color.dangerSoft,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const heading = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.danger });
export const text = style({ margin: 0, fontSize: vars.fontSize.sm });
export const list = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const item = style({ overflowWrap: 'anywhere' });
export const action = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  wordBreak: 'break-all',
  whiteSpace: 'normal',
});
export const suggestions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});
export const suggestion = style({ display: 'block', whiteSpace: 'normal', maxWidth: '100%', textAlign: 'left' });
