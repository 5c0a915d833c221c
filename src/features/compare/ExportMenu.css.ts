import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const menu = style({
  zIndex: 30,
  display: 'flex',
  flexDirection: 'column',
  minWidth: '14rem',
  padding: vars.space.xs,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-active-item]': { background: vars.color.brandSoft, color: vars.color.brandStrong },
    '&[aria-disabled="true"]': { cursor: 'progress', color: vars.color.textMuted },
  },
});

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
