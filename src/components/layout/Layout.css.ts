import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
// At least one viewport tall: the footer starts below the fold, so pages that fill in after loading
// do not push a visible footer down (layout shift).
export const main = style({ flex: 1, outline: 'none', minHeight: '100vh' });
export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-48px',
  zIndex: 200,
  padding: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.brand,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { top: vars.space.sm } },
});
