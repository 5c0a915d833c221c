import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const privateLink = style({
  flexBasis: '100%',
  margin: 0,
  maxWidth: '34rem',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
