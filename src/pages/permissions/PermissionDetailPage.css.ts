import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const breadcrumb = style({ fontSize: vars.fontSize.sm, marginBottom: vars.space.sm });
export const title = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.xl });
export const action = style({ fontFamily: vars.font.mono, fontSize: '0.85em', overflowWrap: 'anywhere' });
export const viewSwitch = style({ marginTop: vars.space.xl });
