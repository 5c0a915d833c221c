import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const box = style({
  background: vars.color.warningSoft,
  border: `1px solid ${vars.color.warning}`,
  borderLeftWidth: '6px',
  borderRadius: vars.radius.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  margin: `${vars.space.lg} 0`,
  color: vars.color.text,
});
export const heading = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.md, color: vars.color.warning });
export const list = style({ margin: 0, paddingLeft: vars.space.xl, overflowWrap: 'anywhere' });
