import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const section = style({ margin: `${vars.space.lg} 0`, minWidth: 0 });
export const heading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.md });
export const numbers = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.md}`,
});
export const number = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
});
globalStyle(`${number} dt`, { fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontWeight: 600 });
globalStyle(`${number} dd`, { margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700 });
export const onlyReader = style({ margin: `0 0 ${vars.space.md}`, paddingLeft: vars.space.xl });
export const action = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const error = style({ color: vars.color.danger });
