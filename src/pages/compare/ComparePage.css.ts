import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });
export const note = style({ margin: 0, color: vars.color.textMuted });
