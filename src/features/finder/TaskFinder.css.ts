import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const finder = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: '52rem' });
export const credit = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, maxWidth: '36rem' });
export const label = style({ fontWeight: 600 });
export const status = style({ margin: 0, fontWeight: 600 });
export const hint = style({ margin: 0, color: vars.color.textMuted, maxWidth: '52rem' });
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const groupHeading = style({ margin: `${vars.space.md} 0 0`, fontSize: vars.fontSize.md });
