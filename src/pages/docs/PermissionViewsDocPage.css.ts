import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const article = style({ maxWidth: '60rem' });
export const title = style({ margin: `0 0 ${vars.space.sm}` });
export const lead = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.textMuted });
export const subheading = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.fontSize.md });
export const rules = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
