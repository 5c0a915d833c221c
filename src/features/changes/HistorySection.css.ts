import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const section = style({ margin: `${vars.space.xl} 0`, minWidth: 0 });
export const heading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg });
export const note = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const fact = style({ margin: `0 0 ${vars.space.sm}` });
export const group = style({ borderTop: `1px solid ${vars.color.border}`, padding: `${vars.space.sm} 0` });
export const dateHeading = style({ fontSize: vars.fontSize.md, margin: `${vars.space.xs} 0` });
export const dateNote = style({ fontWeight: 400, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
