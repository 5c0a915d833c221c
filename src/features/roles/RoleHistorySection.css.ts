import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// The section's frame and the date groups look the same on every page with a History section.
export { dateHeading, dateNote, fact, group } from '../changes/HistorySection.css';

export const entries = style({
  listStyle: 'none',
  margin: `${vars.space.xs} 0 ${vars.space.sm}`,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});
export const kind = style({ color: vars.color.textMuted });
export const more = style({ marginTop: vars.space.xs });
