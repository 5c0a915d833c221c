import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const item = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  // Long lists (600+ rows) lay out only the rows in view; the size hint keeps the scrollbar steady.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 4.5rem',
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});
export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });
export const action = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  marginRight: vars.space.xs,
  minWidth: 0,
  color: vars.color.brand,
});
export const description = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const how = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.fontSize.xs,
  color: vars.color.text,
  fontStyle: 'italic',
  overflowWrap: 'anywhere',
});
