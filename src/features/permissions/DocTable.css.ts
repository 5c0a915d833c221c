import { globalStyle, style } from '@vanilla-extract/css';
import { SMALL_SCREEN, vars } from '../../styles/theme.css';

export const wrap = style({ maxWidth: '100%' });
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});
export const caption = style({
  textAlign: 'left',
  padding: `0 0 ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
  '@media': { [SMALL_SCREEN]: { padding: `${vars.space.xs} ${vars.space.xs}`, fontSize: vars.fontSize.xs } },
});
globalStyle(`${table} th`, { background: vars.color.surfaceMuted });
// Action strings break anywhere (they have no spaces); prose keeps whole words.
globalStyle(`${table} code`, { overflowWrap: 'anywhere' });
export const yes = style({ fontWeight: 700, color: vars.color.success });
export const no = style({ fontWeight: 700, color: vars.color.danger });
