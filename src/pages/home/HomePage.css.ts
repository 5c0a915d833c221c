import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const hero = style({ padding: `${vars.space.xl} 0 ${vars.space.md}`, maxWidth: '52rem' });
export const headline = style({
  fontSize: 'clamp(1.75rem, 5vw, 2.75rem)',
  margin: `0 0 ${vars.space.md}`,
  letterSpacing: '-0.01em',
});
export const welcome = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  margin: `0 0 ${vars.space.xl}`,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: 0 });
export const tagline = style({
  margin: `${vars.space.lg} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const teaser = style({
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.brandSoft,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  margin: `${vars.space.xxl} 0`,
});
export const teaserHeading = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.sm}` });
export const teaserText = style({ margin: `0 0 ${vars.space.md}` });

export const faq = style({ margin: `${vars.space.xxl} 0 0` });
export const faqHeading = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space.lg}` });
