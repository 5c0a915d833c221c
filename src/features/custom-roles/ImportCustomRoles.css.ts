import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginBottom: vars.space.xl,
});
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: '70ch' });
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  selectors: { '&[data-dragging="true"]': { borderColor: vars.color.brand, background: vars.color.brandSoft } },
});
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontWeight: 600 });
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const textarea = style({
  minHeight: '8rem',
  fontFamily: 'monospace',
  fontSize: vars.fontSize.sm,
  resize: 'vertical',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const outcome = style({ margin: 0 });
export const outcomeList = style({ margin: `${vars.space.xs} 0 0`, paddingLeft: vars.space.xl });
export const code = style({ wordBreak: 'break-all' });
export const roles = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const roleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const keep = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });
