// A bordered list whose items are separated by rules: the permission rows, the granting roles, the finder's ranked roles and its tasks.
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const item = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  minWidth: 0,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});
