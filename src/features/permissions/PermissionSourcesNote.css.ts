import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const note = style({
  margin: `${vars.space.xl} 0 0`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  maxWidth: '60rem',
});
