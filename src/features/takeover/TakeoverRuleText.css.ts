import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const rule = style({
  margin: 0,
  // The rule names long actions: on a phone they break rather than widen the page.
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderInlineStart: `4px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflowWrap: 'anywhere',
});

/** One line of the rule as written: its indent kept, wrapped when long. */
export const ruleLine = style({ margin: `0 0 ${vars.space.xs}`, whiteSpace: 'pre-wrap' });
