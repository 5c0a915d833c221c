import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const share = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });
export const url = style({
  flex: '1 1 12rem',
  width: 'auto',
  minWidth: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
});
export const note = style({ flexBasis: '100%', margin: 0, fontSize: vars.fontSize.sm, color: vars.color.warning });
