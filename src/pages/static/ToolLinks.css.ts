import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: `${vars.space.lg} 0 0` });
