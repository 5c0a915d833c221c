import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
export const drop = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  selectors: { '&[data-dragging="true"]': { borderColor: vars.color.brand, background: vars.color.brandSoft } },
});
export const label = style({ fontWeight: 600 });
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const keep = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });
export const outcomes = style({ margin: 0, paddingLeft: vars.space.xl, display: 'flex', flexDirection: 'column' });
export const outcome = style({ margin: 0 });
export const files = style({ listStyle: 'none', margin: 0, padding: 0 });
// The name wraps (a long export name on a phone) and its Remove button stays beside it.
export const fileRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const fileName = style({ minWidth: 0, fontWeight: 600, overflowWrap: 'anywhere' });
export const mapping = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.sm,
  margin: `${vars.space.sm} 0`,
});
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
