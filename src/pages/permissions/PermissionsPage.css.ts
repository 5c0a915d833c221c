import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const title = style({ margin: `0 0 ${vars.space.sm}` });
export const intro = style({ margin: `0 0 ${vars.space.xl}`, color: vars.color.textMuted, maxWidth: '52rem' });
export const count = style({ margin: 0 });
