import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const notes = style({ margin: 0, paddingLeft: vars.space.xl, fontSize: vars.fontSize.sm });
export const noteRole = style({ fontWeight: 600 });
