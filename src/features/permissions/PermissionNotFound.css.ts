import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const box = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, maxWidth: '48rem' });
export const heading = style({ margin: 0 });
export const subheading = style({ margin: `${vars.space.md} 0 0`, fontSize: vars.fontSize.lg });
export const text = style({ margin: 0 });
export const action = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const matches = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
