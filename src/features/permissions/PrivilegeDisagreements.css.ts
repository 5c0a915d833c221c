import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const box = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const examples = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const details = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const names = style({ margin: `${vars.space.sm} 0`, paddingLeft: vars.space.xl, columns: '16rem' });
