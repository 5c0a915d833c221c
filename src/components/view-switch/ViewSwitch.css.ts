import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const group = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  minWidth: 0,
});

export const legend = style({
  float: 'left',
  padding: 0,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '32px',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
});

export const switchInput = style({
  appearance: 'none',
  position: 'relative',
  width: '36px',
  height: '20px',
  margin: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.borderStrong,
  cursor: 'pointer',
  flexShrink: 0,
  transition: 'background 120ms',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      top: '2px',
      left: '2px',
      width: '16px',
      height: '16px',
      borderRadius: '50%',
      background: vars.color.surface,
      transition: 'transform 120ms',
    },
    '&:checked': { background: vars.color.brand },
    '&:checked::after': { transform: 'translateX(16px)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const explanation = style({
  flexBasis: '100%',
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
