import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// The section's frame and the date groups look the same on every page with a History section.
export { dateHeading, dateNote, fact, group } from '../changes/HistorySection.css';

export const groups = style({ listStyle: 'none', margin: 0, padding: 0 });
export const entries = style({ margin: `${vars.space.xs} 0`, paddingLeft: vars.space.xl });
export const code = style({ fontFamily: vars.font.mono, fontSize: '0.9em', overflowWrap: 'anywhere' });
