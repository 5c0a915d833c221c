import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const list = style({ paddingLeft: vars.space.xl, margin: `0 0 ${vars.space.md}` });
export const action = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const description = style({ color: vars.color.textMuted });
