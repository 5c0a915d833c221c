import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.md,
});

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 0,
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    '&:hover': { color: vars.color.text },
  },
});

export const panel = style({ selectors: { '&:focus-visible': { outlineOffset: '4px' } } });
