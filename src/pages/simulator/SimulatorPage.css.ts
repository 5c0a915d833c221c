import { style } from '@vanilla-extract/css';
import { SMALL_SCREEN, vars } from '../../styles/theme.css';

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginBottom: vars.space.xl,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });
export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: '60ch' });
export const panels = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [SMALL_SCREEN]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
