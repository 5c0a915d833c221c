import { style } from '@vanilla-extract/css';
import { callout } from '../../styles/shared.css';
import { vars } from '../../styles/theme.css';

export const box = callout({ tone: 'warning' });
export const heading = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.md });
export const text = style({ margin: `${vars.space.xs} 0` });
export const list = style({ margin: `0 0 ${vars.space.sm}`, paddingLeft: vars.space.xl, overflowWrap: 'anywhere' });
export const action = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });
export const credit = style({
  margin: `${vars.space.sm} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const aka = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
