import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const backdrop = style({ background: 'rgba(16, 22, 43, 0.45)' });

export const dialog = style({
  position: 'fixed',
  inset: vars.space.lg,
  zIndex: 100,
  margin: 'auto',
  width: 'min(36rem, calc(100vw - 2 * 16px))',
  height: 'fit-content',
  maxHeight: 'calc(100vh - 2 * 16px)',
  overflowY: 'auto',
  boxSizing: 'border-box',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.overlay,
  padding: vars.space.xl,
  outline: 'none',
});

export const header = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.md });
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });
export const intro = style({ margin: `${vars.space.sm} 0 ${vars.space.md}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const list = style({ position: 'relative', marginTop: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});
export const link = style({ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 });
export const empty = style({ color: vars.color.textMuted, padding: `${vars.space.md} 0` });
export const footer = style({ margin: `${vars.space.md} 0 0` });
