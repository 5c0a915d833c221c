import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const breadcrumb = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  marginBottom: vars.space.lg,
});
