import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const searchRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.md,
  marginBottom: vars.space.sm,
});
export const searchField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 18rem',
  maxWidth: '28rem',
});
export const searchLabel = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
export const summary = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const tableFrame = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const headCell = style({
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `2px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
export const bodyCell = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  fontWeight: 400,
});

export const pairButton = style({
  border: 0,
  background: 'transparent',
  padding: `${vars.space.xs} 0`,
  color: vars.color.brand,
  fontWeight: 600,
  textAlign: 'left',
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.brandStrong } },
});

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  marginTop: vars.space.md,
  flexWrap: 'wrap',
});
