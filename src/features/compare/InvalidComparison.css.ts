import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  maxWidth: '48rem',
});
export const title = style({ margin: 0, fontSize: vars.fontSize.xl });
export const message = style({ margin: 0 });
export const note = style({ margin: 0, color: vars.color.textMuted });
