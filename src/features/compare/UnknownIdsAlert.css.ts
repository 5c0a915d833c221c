import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const alert = style({
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.warningSoft,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  overflowWrap: 'anywhere',
});
export const heading = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 700 });
export const list = style({ margin: `${vars.space.xs} 0 0`, paddingLeft: vars.space.xl, fontSize: vars.fontSize.sm });
