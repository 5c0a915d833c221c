import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
  marginBottom: vars.space.xl,
});
export const searchBox = style({ flex: '1 1 18rem', maxWidth: '32rem', minWidth: 0 });
export const viewSwitch = style({ flex: '1 1 20rem' });

export const headingRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.lg,
});
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
export const status = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const countError = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const gridItem = style({ minWidth: 0 });

export const empty = style({ padding: `${vars.space.xl} 0`, color: vars.color.textMuted, textAlign: 'center' });
