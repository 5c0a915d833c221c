import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const section = style({ margin: `${vars.space.lg} 0` });
export const heading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.md });

export const grid = style({
  marginBottom: vars.space.sm,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
  '@media': { 'screen and (max-width: 480px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({
  width: '100%',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&[aria-pressed="true"]': { background: vars.color.brandSoft, borderColor: vars.color.brand },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const area = style({ fontWeight: 700, overflowWrap: 'anywhere', minWidth: 0 });
export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const privileged = style({ color: vars.color.danger, fontWeight: 600 });
