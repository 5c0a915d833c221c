import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  margin: `0 0 ${vars.space.lg}`,
});
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});
export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  minHeight: '40px',
});
export const select = style({ minHeight: '40px', maxWidth: '20rem' });
export const count = style({ margin: 0 });
export const group = style({ borderTop: `1px solid ${vars.color.border}`, padding: `${vars.space.sm} 0` });
export const groupSummary = style({ cursor: 'pointer', fontWeight: 600, padding: `${vars.space.xs} 0` });
export const groupNote = style({ fontWeight: 400, color: vars.color.textMuted });
export const entries = style({
  listStyle: 'none',
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const code = style({ fontFamily: vars.font.mono, fontSize: '0.9em', overflowWrap: 'anywhere' });
export const section = style({ margin: `${vars.space.xl} 0 0` });
export const sectionHeading = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.sm}` });
export const roleHeading = style({ fontSize: vars.fontSize.md, margin: `${vars.space.md} 0 ${vars.space.xs}` });
export const list = style({ margin: 0, paddingLeft: vars.space.xl });
