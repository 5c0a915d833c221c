import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const notes = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const note = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const role = style({ fontWeight: 600 });
export const text = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.sm });
