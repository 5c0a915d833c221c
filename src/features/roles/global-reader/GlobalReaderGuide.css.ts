import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const section = style({ margin: `${vars.space.xxl} 0 0`, maxWidth: '56rem', minWidth: 0 });
export const heading = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.lg });
export const list = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const small = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const viewBar = style({ margin: `${vars.space.lg} 0` });
export const viewIntro = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
