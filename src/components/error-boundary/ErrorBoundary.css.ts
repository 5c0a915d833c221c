import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const box = style({ maxWidth: '720px', margin: '0 auto', padding: vars.space.xxl });
export const message = style({ fontFamily: vars.font.mono, color: vars.color.danger, overflowWrap: 'anywhere' });
