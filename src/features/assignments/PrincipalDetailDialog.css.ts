import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { dialogBackdrop, dialogHeader, dialogHeading, dialogSurface } from '../../styles/shared.css';

export const backdrop = dialogBackdrop;
export const dialog = style([dialogSurface, { width: 'min(60rem, calc(100vw - 2 * 16px))' }]);
export const header = dialogHeader;
export const heading = dialogHeading;
export const subheading = style({ margin: `${vars.space.lg} 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg });
export const meta = style({ margin: `${vars.space.xs} 0`, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const permission = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
  padding: '2px 0',
});
export const coveredList = style({ margin: 0, paddingLeft: vars.space.lg });
