import { style } from '@vanilla-extract/css';
import { SMALL_SCREEN, vars } from '../../styles/theme.css';

export const header = style({ background: vars.color.header, color: vars.color.onHeader });
export const inner = style({
  position: 'relative',
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.lg}`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
});
export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.onHeader,
  fontWeight: 800,
  fontSize: vars.fontSize.lg,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.onHeader } },
});
export const logoMark = style({ color: vars.color.focus });
export const nav = style({
  '@media': {
    [SMALL_SCREEN]: {
      display: 'none',
      position: 'absolute',
      top: '100%',
      left: 0,
      right: 0,
      zIndex: 50,
      background: vars.color.header,
      padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.lg}`,
      boxShadow: vars.shadow.overlay,
    },
  },
  selectors: { '&[data-open="true"]': { '@media': { [SMALL_SCREEN]: { display: 'block' } } } },
});
export const navList = style({
  display: 'flex',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [SMALL_SCREEN]: { flexDirection: 'column' } },
});
export const navLink = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.onHeader,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: {
    '&:hover': { background: 'rgba(255,255,255,0.1)', color: vars.color.onHeader },
    '&[aria-current="page"]': { background: vars.color.onHeader, color: vars.color.header },
  },
  '@media': { [SMALL_SCREEN]: { padding: vars.space.md } },
});
export const menuButton = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid rgba(255,255,255,0.4)`,
  background: 'transparent',
  color: vars.color.onHeader,
  fontWeight: 600,
  cursor: 'pointer',
  '@media': { [SMALL_SCREEN]: { display: 'inline-flex' } },
});
