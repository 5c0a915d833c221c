import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
export const main = style({ flex: 1, outline: 'none' });
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
