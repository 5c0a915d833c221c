import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '0 1 14rem',
  minWidth: 0,
});
export const searchField = style({ flex: '1 1 18rem', maxWidth: '32rem' });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });
export const select = style({ maxWidth: '100%' });
export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
});
