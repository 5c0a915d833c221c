import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBottom: `2px solid ${vars.color.border}`,
  marginBottom: vars.space.lg,
});

export const tab = style({
  flexShrink: 0,
  minHeight: '40px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderBottom: '3px solid transparent',
  marginBottom: '-2px',
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-selected="true"]': { color: vars.color.brandStrong, borderBottomColor: vars.color.brand },
  },
});

// A panel with nothing focusable in it is a tab stop itself; from the keyboard it shows the focus ring like the rest.
export const panel = style({
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '4px' } },
});
