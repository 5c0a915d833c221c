import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const article = style({ maxWidth: '60rem' });
// A word longer than a phone's line (an action named in a link) breaks rather than widen the page.
export const breaksLongWords = style({ minWidth: 0, overflowWrap: 'break-word' });
export const title = style({ margin: `0 0 ${vars.space.sm}` });
export const lead = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.textMuted });
export const subheading = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.fontSize.md });
export const list = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
/** Command lines: they wrap on a phone instead of pushing the page sideways. */
export const command = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
/** A rule quoted word for word: set apart from the explanation around it. */
export const quote = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderLeft: `4px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
globalStyle(`${quote} p`, { margin: 0 });
export const also = style({
  marginTop: vars.space.xl,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});
// Ids, actions and addresses have no spaces: let them break anywhere rather than widen a phone's page.
globalStyle(`${breaksLongWords} code`, { overflowWrap: 'anywhere' });
