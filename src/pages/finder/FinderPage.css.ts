import { style } from '@vanilla-extract/css';
import { SMALL_SCREEN, vars } from '../../styles/theme.css';

export const title = style({ margin: `0 0 ${vars.space.sm}` });
export const intro = style({ margin: `0 0 ${vars.space.xl}`, color: vars.color.textMuted, maxWidth: '52rem' });
export const panels = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [SMALL_SCREEN]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
