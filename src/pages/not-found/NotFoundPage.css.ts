import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const box = style({ textAlign: 'center', padding: `${vars.space.xxl} 0` });
export const code = style({ fontSize: '4rem', fontWeight: 800, margin: 0, color: vars.color.textMuted });
