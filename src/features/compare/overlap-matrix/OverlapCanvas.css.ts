import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

/** The scrolling, focusable frame; the canvas inside stays in view and draws whatever part is scrolled to. */
export const frame = style({
  position: 'relative',
  overflow: 'auto',
  maxWidth: '100%',
  maxHeight: 'min(70vh, 720px)',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overscrollBehavior: 'contain',
  selectors: {
    '&[data-hover-cell="true"]': { cursor: 'pointer' },
  },
});

export const sizer = style({ position: 'relative' });

export const canvas = style({ position: 'sticky', top: 0, left: 0, display: 'block' });

export const activeLine = style({
  margin: `${vars.space.sm} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const activeLabel = style({ fontWeight: 600, color: vars.color.text, marginRight: vars.space.xs });
