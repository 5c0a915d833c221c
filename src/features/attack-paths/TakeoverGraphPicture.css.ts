import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const figure = style({ margin: 0 });

export const caption = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, marginBottom: vars.space.sm });

export const scroller = style({
  overflowX: 'auto',
  maxWidth: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  padding: vars.space.sm,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const svg = style({ display: 'block', fontFamily: vars.font.body });

export const columnTitle = style({ fill: vars.color.textMuted, fontSize: '13px', fontWeight: 600 });

export const edge = style({ fill: 'none', stroke: vars.color.borderStrong, strokeWidth: 1.5 });

export const arrowHead = style({ fill: vars.color.borderStrong });

export const edgeLabel = style({ fill: vars.color.textMuted, fontSize: '12px' });

/** A role's link: its box shows the hover and the keyboard focus. */
export const node = style({ cursor: 'pointer', outline: 'none' });

const nodeStates = {
  [`${node}:hover &`]: { strokeWidth: 2.5 },
  [`${node}:focus-visible &`]: { stroke: vars.color.text, strokeWidth: 3.5 },
};

export const box = style({
  fill: vars.color.brandSoft,
  stroke: vars.color.brand,
  strokeWidth: 1,
  selectors: nodeStates,
});

export const targetBox = style({
  fill: vars.color.dangerSoft,
  stroke: vars.color.danger,
  strokeWidth: 1.5,
  selectors: nodeStates,
});

export const name = style({ fill: vars.color.text, fontSize: '14px', fontWeight: 600 });
