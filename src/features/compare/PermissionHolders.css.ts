import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const details = style({ fontSize: vars.fontSize.sm });
export const summary = style({ cursor: 'pointer', color: vars.color.brand, fontWeight: 600, whiteSpace: 'nowrap' });
export const names = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted, maxWidth: '40rem' });
