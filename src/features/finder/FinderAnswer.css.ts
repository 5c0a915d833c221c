import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const answer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.md,
  minWidth: 0,
});
export const prompt = style({ margin: 0, color: vars.color.textMuted });
export const view = style({ margin: 0, fontSize: vars.fontSize.sm });
export const summary = style({ margin: 0, fontWeight: 600 });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const heading = style({ margin: 0, fontSize: vars.fontSize.md });
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const compare = style({ alignSelf: 'flex-start' });
