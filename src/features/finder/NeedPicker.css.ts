import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const picker = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });
export const status = style({ margin: 0, minHeight: '1.2em', fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const matches = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const match = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});
export const matchText = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
});
export const action = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  minWidth: 0,
});
export const description = style({ flexBasis: '100%', fontSize: vars.fontSize.xs, color: vars.color.textMuted });
