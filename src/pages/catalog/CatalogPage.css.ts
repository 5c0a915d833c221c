import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const title = style({ margin: `0 0 ${vars.space.sm}` });
export const intro = style({ margin: `0 0 ${vars.space.xl}`, color: vars.color.textMuted, maxWidth: '52rem' });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});
export const search = style({ flex: '1 1 18rem', maxWidth: '32rem' });
export const counts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0 });

export const selectionBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  margin: `0 0 ${vars.space.lg}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  selectors: { '&[hidden]': { display: 'none' } },
});
export const gridItem = style({ minWidth: 0 });

export const empty = style({ padding: `${vars.space.xl} 0`, color: vars.color.textMuted, textAlign: 'center' });
