import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const roles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const role = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const name = style({ fontWeight: 600, marginRight: vars.space.xs });

export const notes = style({
  flexBasis: '100%',
  margin: `${vars.space.xs} 0 0`,
  paddingLeft: vars.space.xl,
  color: vars.color.textMuted,
});
