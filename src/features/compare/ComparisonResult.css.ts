import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const result = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });
export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const details = style({ minWidth: 0 });
