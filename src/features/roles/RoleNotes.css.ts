import { style } from '@vanilla-extract/css';
import { callout } from '../../styles/shared.css';
import { vars } from '../../styles/theme.css';

export const box = callout({ tone: 'warning' });
export const heading = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.md, color: vars.color.warning });
export const list = style({ margin: 0, paddingLeft: vars.space.xl, overflowWrap: 'anywhere' });
