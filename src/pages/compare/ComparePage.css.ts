import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });
export const note = style({ margin: 0, color: vars.color.textMuted });
export const capNote = style({
  margin: `0 0 ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.warningSoft,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
});
