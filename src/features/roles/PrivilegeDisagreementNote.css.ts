import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const note = style({
  margin: `${vars.space.md} 0 0`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.dangerSoft,
  borderLeft: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
});
