import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { clampTwoLines } from '../../styles/shared.css';

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:has(input:checked)': { background: vars.color.brandSoft },
  },
});

export const checkbox = style({
  width: '18px',
  height: '18px',
  marginTop: '3px',
  accentColor: vars.color.brand,
  cursor: 'pointer',
});
export const text = style({ minWidth: 0 });
export const name = style({ display: 'block', fontWeight: 600 });
export const description = style([clampTwoLines, { fontSize: vars.fontSize.sm, color: vars.color.textMuted }]);
export const count = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  marginTop: '3px',
});
