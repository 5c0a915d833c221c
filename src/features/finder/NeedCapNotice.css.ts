import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const notice = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.warningSoft,
  border: `1px solid ${vars.color.warning}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
