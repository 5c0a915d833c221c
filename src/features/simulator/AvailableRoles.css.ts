import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
export const failure = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});
