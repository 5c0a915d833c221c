import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { dialogBackdrop, dialogHeader, dialogHeading, dialogSurface } from '../../styles/shared.css';

export const backdrop = dialogBackdrop;
export const dialog = style([dialogSurface, { width: 'min(36rem, calc(100vw - 2 * 16px))' }]);

export const header = dialogHeader;
// The shared dialog heading, at the smaller size this dialog has always used.
export const heading = style([dialogHeading, { fontSize: vars.fontSize.lg }]);
export const intro = style({
  margin: `${vars.space.sm} 0 ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const list = style({
  position: 'relative',
  marginTop: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});
export const link = style({ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 });
export const empty = style({ color: vars.color.textMuted, padding: `${vars.space.md} 0` });
export const footer = style({ margin: `${vars.space.md} 0 0` });
