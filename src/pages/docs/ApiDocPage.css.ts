import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** A shell example: scrolls sideways on a phone instead of widening the page; it takes focus so keys can scroll it. */
export const code = style({
  margin: 0,
  padding: vars.space.sm,
  overflowX: 'auto',
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
});
