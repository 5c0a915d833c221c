import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const section = style({ margin: `${vars.space.xl} 0`, minWidth: 0 });
export const heading = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });
export const viewSwitch = style({ marginBottom: vars.space.md });

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  margin: `${vars.space.md} 0`,
});
export const filterBox = style({ flex: '1 1 16rem', maxWidth: '28rem', minWidth: 0 });
export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  fontWeight: 600,
  cursor: 'pointer',
});

export const status = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
// Positioned, so the visually hidden text inside badges stays within the scroll box instead of stretching the page.
export const list = style({
  position: 'relative',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const empty = style({ color: vars.color.textMuted, padding: `${vars.space.lg} 0` });
export const error = style({ color: vars.color.danger });
