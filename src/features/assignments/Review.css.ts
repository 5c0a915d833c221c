import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const section = style({ margin: `${vars.space.lg} 0` });
export const rule = style({
  margin: `${vars.space.md} 0`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  // The takeover rule names long actions: on a phone they break rather than widen the page.
  overflowWrap: 'anywhere',
  '@media': { print: { border: 'none', padding: 0 } },
});
export const ruleSummary = style({ fontWeight: 600, cursor: 'pointer' });
export const ruleList = style({ paddingLeft: vars.space.xl });
export const commands = style({ display: 'grid', gap: vars.space.xs, overflowWrap: 'anywhere' });
globalStyle(`${commands} dt`, { fontWeight: 600, marginTop: vars.space.sm });
globalStyle(`${commands} dd`, { margin: 0 });
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.sm,
  margin: `${vars.space.md} 0`,
  padding: 0,
});
export const figure = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  margin: 0,
});
export const figureValue = style({ fontSize: vars.fontSize.xl, fontWeight: 700, margin: 0 });
export const figureLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const advice = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: 600 });
export const exports = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: `${vars.space.md} 0` });
export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const calloutText = style({ margin: `0 0 ${vars.space.sm}` });
