import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const swatch = style({
  display: 'inline-block',
  width: '1.25rem',
  height: '1rem',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
});

/** The swatch of a cell of a role that lists no permissions (as the cell: muted, dashed). */
export const noPermissionsSwatch = style({
  background: vars.color.surface,
  borderStyle: 'dashed',
});
