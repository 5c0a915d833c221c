import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const article = style({ maxWidth: '56rem' });
export const title = style({ margin: `0 0 ${vars.space.sm}` });
export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, margin: `0 0 ${vars.space.xl}` });
export const section = style({ margin: `${vars.space.xl} 0` });
export const heading = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.sm}` });
export const list = style({ paddingLeft: vars.space.xl, overflowWrap: 'anywhere' });
export const code = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });
export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});
export const count = style({ margin: 0 });
export const countValue = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700 });
export const source = style({ marginBottom: vars.space.sm });
