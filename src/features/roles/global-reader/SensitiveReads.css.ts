import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const scroller = style({ maxWidth: '100%', overflowX: 'auto', margin: `${vars.space.md} 0` });
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  background: vars.color.surface,
});
export const caption = style({ textAlign: 'left', fontWeight: 700, padding: `0 0 ${vars.space.sm}` });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});
globalStyle(`${table} tbody th`, { fontWeight: 600, width: '60%' });
export const action = style({
  display: 'block',
  marginTop: vars.space.xs,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  fontWeight: 400,
  overflowWrap: 'anywhere',
});
export const yes = style({ color: vars.color.danger, fontWeight: 600 });
export const no = style({ color: vars.color.success, fontWeight: 600 });
export const error = style({ color: vars.color.danger });
