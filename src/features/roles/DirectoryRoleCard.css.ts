import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { clampTwoLines, gridCard } from '../../styles/shared.css';

export const card = style([gridCard, { selectors: { '&:focus-within': { borderColor: vars.color.brand } } }]);

export const name = style({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0 });

export const description = style([
  clampTwoLines,
  { margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' },
]);

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  marginTop: 'auto',
  paddingTop: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const count = style({ color: vars.color.textMuted, fontWeight: 600 });

export const learnMore = style({
  fontWeight: 600,
  color: vars.color.brand,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
