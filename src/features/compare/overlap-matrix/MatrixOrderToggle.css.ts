import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const group = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  border: 0,
  margin: 0,
  padding: 0,
});

export const legend = style({
  float: 'left',
  marginRight: vars.space.sm,
  padding: 0,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
});

export const options = style({
  display: 'inline-flex',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const option = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  padding: `0 ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  background: vars.color.surface,
  selectors: {
    '&:has(input:checked)': { background: vars.color.brand, color: vars.color.onBrand, fontWeight: 600 },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

/** The real radio covers its whole label, invisible: clicks anywhere on the option land on it. */
export const radio = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

globalStyle(`${option} + ${option}`, { borderLeft: `1px solid ${vars.color.borderStrong}` });
