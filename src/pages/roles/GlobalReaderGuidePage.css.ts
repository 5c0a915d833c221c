import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const article = style({ minWidth: 0 });
export const title = style({ margin: `0 0 ${vars.space.sm}` });
export const lead = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  margin: `0 0 ${vars.space.lg}`,
  maxWidth: '52rem',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: `0 0 ${vars.space.lg}` });
export const missing = style({ color: vars.color.textMuted });
export const faq = style({ margin: `${vars.space.xxl} 0 0`, maxWidth: '56rem' });
export const faqHeading = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.lg });
