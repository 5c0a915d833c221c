import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const more = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  marginTop: vars.space.md,
});
export const moreText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const empty = style({ padding: `${vars.space.xl} 0`, color: vars.color.textMuted, textAlign: 'center' });
