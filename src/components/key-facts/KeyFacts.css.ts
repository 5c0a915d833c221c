import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { card } from '../../styles/shared.css';

export const box = style([card, { margin: `${vars.space.lg} 0`, minWidth: 0 }]);
export const heading = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.lg });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(9rem, max-content) minmax(0, 1fr)',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  '@media': { 'screen and (max-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
globalStyle(`${facts} dt`, { fontWeight: 600, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere', minWidth: 0 });
globalStyle(`${facts} dt:not(:first-child)`, {
  '@media': { 'screen and (max-width: 480px)': { marginTop: vars.space.sm } },
});
