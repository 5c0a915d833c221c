import { style } from '@vanilla-extract/css';
import { SMALL_SCREEN, vars } from '../../styles/theme.css';

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.md}`,
  minWidth: 0,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});
export const task = style({ margin: 0, fontWeight: 600 });
export const section = style({ fontWeight: 400, color: vars.color.textMuted });
export const roles = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, 11rem) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  '@media': { [SMALL_SCREEN]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const detail = style({ margin: 0, minWidth: 0 });
export const principals = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const principal = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const name = style({ fontWeight: 600 });
export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const notes = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.sm} ${vars.space.xl}`,
  background: vars.color.warningSoft,
  borderLeft: `4px solid ${vars.color.warning}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
});
export const compare = style({ alignSelf: 'flex-start', fontSize: vars.fontSize.sm });
