import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const lists = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const verdicts = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.sm} ${vars.space.xl}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
});

export const subheading = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const filter = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
});

export const checkbox = style({ width: '1.1rem', height: '1.1rem', margin: 0, accentColor: vars.color.brand });

export const note = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
