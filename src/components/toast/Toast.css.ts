import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';

export const region = style({
  position: 'fixed',
  right: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: 100,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: 'min(420px, calc(100vw - 32px))',
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space.md,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.overlay,
    border: '1px solid',
  },
  variants: {
    tone: {
      default: { background: vars.color.surface, color: vars.color.text, borderColor: vars.color.border },
      destructive: { background: vars.color.danger, color: vars.color.onBrand, borderColor: vars.color.danger },
    },
  },
});

export const title = style({ margin: 0, fontWeight: 700 });
export const description = style({ margin: 0, fontSize: vars.fontSize.sm });
export const close = style({
  border: 0,
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  cursor: 'pointer',
  padding: vars.space.xs,
  minWidth: '32px',
  minHeight: '32px',
});
