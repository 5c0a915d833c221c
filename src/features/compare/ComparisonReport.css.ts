import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const report = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.lg,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });
export const lead = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const asOf = style({ margin: `${vars.space.xs} 0 0`, fontWeight: 600 });
