import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export { fact, heading, note, section } from '../changes/HistorySection.css';

export const subheading = style({ fontSize: vars.fontSize.md, margin: `${vars.space.md} 0 ${vars.space.xs}` });
export const roleList = style({
  listStyle: 'none',
  margin: `0 0 ${vars.space.sm}`,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  minWidth: 0,
});
export const chain = style({ margin: `0 0 ${vars.space.sm}`, paddingLeft: vars.space.lg });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `0 0 ${vars.space.sm}`,
  '@media': { 'screen and (max-width: 40rem)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const term = style({ fontWeight: 600 });
export const detail = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
export const source = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const action = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const rule = style({ whiteSpace: 'pre-wrap', fontSize: vars.fontSize.sm, margin: `${vars.space.xs} 0 0` });
