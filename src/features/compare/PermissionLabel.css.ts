import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const label = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });
export const action = style({ fontSize: vars.fontSize.xs });
