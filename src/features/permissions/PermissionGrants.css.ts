import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: vars.space.xl,
});
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
export const viewNote = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  maxWidth: '60rem',
});
export const summary = style({ margin: 0, fontWeight: 600 });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, marginTop: vars.space.md });
export const formHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});
export const action = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  minWidth: 0,
});
