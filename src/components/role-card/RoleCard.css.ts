import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { clampTwoLines, gridCard } from '../../styles/shared.css';

export const card = style([
  gridCard,
  {
    cursor: 'pointer',
    transition: 'border-color 120ms ease',
    selectors: {
      '&:hover': { borderColor: vars.color.borderStrong },
      '&:focus-within': { borderColor: vars.color.brand },
    },
  },
]);

export const heading = style({ margin: 0, fontSize: vars.fontSize.md });

export const titleButton = style({
  all: 'unset',
  boxSizing: 'border-box',
  // At least 24 px tall, as WCAG 2.2 asks of a target (the name alone is a 20 px line).
  display: 'inline-block',
  paddingBlock: '2px',
  cursor: 'pointer',
  fontWeight: 700,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.brand, textDecoration: 'underline' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0 });

export const description = style([
  clampTwoLines,
  { margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm },
]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: 'auto',
  paddingTop: vars.space.sm,
});
