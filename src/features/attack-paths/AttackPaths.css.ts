// Styles shared by the attack-path pieces: sections, the paths' cards and their facts, inline role lists, sources.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { card as cardBase } from '../../styles/shared.css';

export const section = style({ margin: `${vars.space.xxl} 0` });

export const heading = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.md}` });

export const sources = style({
  margin: `${vars.space.md} 0 0`,
  paddingInlineStart: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const pathList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
});

export const card = style([cardBase, { minWidth: 0, overflowWrap: 'anywhere' }]);

export const cardHeading = style({
  fontSize: vars.fontSize.md,
  margin: `0 0 ${vars.space.sm}`,
  overflowWrap: 'anywhere',
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: `0 0 ${vars.space.sm}` });

export const explanation = style({ margin: `0 0 ${vars.space.md}`, maxWidth: '52rem', overflowWrap: 'anywhere' });

/** The path's facts: a term above its value, and side by side from tablet width. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  '@media': { 'screen and (min-width: 48rem)': { gridTemplateColumns: '14rem minmax(0, 1fr)' } },
});

globalStyle(`${facts} dt`, { fontWeight: 600, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${facts} dd`, { margin: `0 0 ${vars.space.sm}`, minWidth: 0, overflowWrap: 'anywhere' });

/** Roles or actions in a line, separated by commas, wrapping. */
export const inlineList = style({ display: 'inline', listStyle: 'none', margin: 0, padding: 0, lineHeight: 1.75 });
globalStyle(`${inlineList} > li`, { display: 'inline' });
// Each link a box at least 24 px tall (WCAG 2.2's target size): the commas between them are not text to axe, so a link
// does not count as one inside a sentence.
globalStyle(`${inlineList} > li > a`, { display: 'inline-block', paddingBlock: '2px' });
globalStyle(`${inlineList} > li + li::before`, { content: '", "' });

export const actionList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const code = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const service = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: 600 });

export const muted = style({ color: vars.color.textMuted });

export const disagreement = style({
  margin: `${vars.space.sm} 0 0`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  background: vars.color.warningSoft,
  borderRadius: vars.radius.sm,
});

export const agreement = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.textMuted });
