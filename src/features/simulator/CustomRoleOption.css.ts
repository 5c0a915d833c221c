import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const item = style({ position: 'relative' });
export const localLink = style({
  display: 'inline-block',
  margin: `0 ${vars.space.md} ${vars.space.sm} calc(18px + ${vars.space.md} * 2)`,
  fontSize: vars.fontSize.sm,
});
