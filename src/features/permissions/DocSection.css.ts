import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: vars.space.xl,
});
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
globalStyle(`${section} p`, { margin: 0 });
