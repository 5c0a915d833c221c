import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const title = style({ margin: `0 0 ${vars.space.sm}` });
export const lead = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted, maxWidth: '75ch' });
export const meta = style({ margin: `${vars.space.sm} 0`, color: vars.color.textMuted });
