import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const disclosure = style({ position: 'relative' });

export const summary = style({
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

export const caret = style({ marginInlineStart: vars.space.xs });

export const menu = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: `calc(100% + ${vars.space.xs})`,
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
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus-visible': { background: vars.color.brandSoft, color: vars.color.brandStrong },
    '&[aria-disabled="true"]': { cursor: 'progress', color: vars.color.textMuted },
  },
});

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
