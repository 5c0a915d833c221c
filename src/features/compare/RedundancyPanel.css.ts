import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const relation = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});
export const minimalList = style({ margin: 0, paddingLeft: '2.5rem', columnWidth: '18rem', columnGap: vars.space.xl });
export const reduction = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontWeight: 600,
});
export const method = style({ alignSelf: 'flex-start' });
/** Why a role that lists no permissions is not in the minimal set. */
export const leftOut = style({ margin: 0, paddingLeft: '1.25rem', fontSize: vars.fontSize.sm });
