import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const failure = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
