import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const headingRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.xl}`,
});

export const instructions = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
