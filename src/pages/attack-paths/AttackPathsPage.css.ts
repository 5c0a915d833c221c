import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const title = style({ margin: `0 0 ${vars.space.sm}`, overflowWrap: 'anywhere' });
export const intro = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted, maxWidth: '52rem' });
export const breadcrumb = style({
  marginBottom: vars.space.lg,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
