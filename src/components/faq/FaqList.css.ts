import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const item = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const question = style({
  cursor: 'pointer',
  padding: `${vars.space.md} ${vars.space.lg}`,
  fontWeight: 600,
  borderRadius: vars.radius.md,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const answer = style({
  padding: `0 ${vars.space.lg} ${vars.space.md}`,
  color: vars.color.textMuted,
});
