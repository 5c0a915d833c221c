import { style } from '@vanilla-extract/css';
import { SMALL_SCREEN, vars } from '../../styles/theme.css';

export const title = style({ margin: `0 0 ${vars.space.sm}` });
export const intro = style({ margin: `0 0 ${vars.space.xl}`, color: vars.color.textMuted, maxWidth: '52rem' });
export const panels = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [SMALL_SCREEN]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

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
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-selected="true"]': { color: vars.color.brandStrong, borderBottomColor: vars.color.brand },
  },
});

export const tabPanel = style({
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '4px' } },
});
