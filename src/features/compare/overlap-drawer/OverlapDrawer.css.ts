import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { dialogBackdrop } from '../../../styles/shared.css';

/** Below the toast region (z-index 100), so a toast shows over the open drawer. */
export const backdrop = style([dialogBackdrop, { zIndex: 80 }]);

export const drawer = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  zIndex: 90,
  display: 'flex',
  flexDirection: 'column',
  width: 'min(38rem, 100vw)',
  background: vars.color.page,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
  transform: 'translateX(0)',
  transition: 'transform 160ms ease-out',
  selectors: { '&:not([data-enter])': { transform: 'translateX(24px)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const close = style({
  minWidth: '40px',
  minHeight: '40px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  cursor: 'pointer',
});

export const body = style({
  flex: 1,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
});

export const pairTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });

export const facts = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ margin: 0, color: vars.color.danger });
