import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

/** The dark tooltip bubble of the matrix and its help button. */
export const tooltip = style({
  maxWidth: '20rem',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.header,
  color: vars.color.onHeader,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.overlay,
  zIndex: 120,
  // Text only: it must never sit between the pointer and the cell below it.
  pointerEvents: 'none',
});
