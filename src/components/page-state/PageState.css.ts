import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { spinner } from '../../styles/shared.css';

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  padding: `${vars.space.xl} 0`,
});
export const spinnerSlot = style([spinner]);
export const error = style({
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  margin: `${vars.space.xl} 0`,
});
export const errorHeading = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.lg });
export const errorMessage = style({ margin: `${vars.space.sm} 0`, overflowWrap: 'anywhere' });
