import { style } from '@vanilla-extract/css';
import { SMALL_SCREEN, vars } from '../../../styles/theme.css';

/** Scrolls sideways on narrow screens; the grid itself keeps its size. */
export const frame = style({ overflow: 'auto', maxWidth: '100%', paddingBottom: vars.space.xs });

export const table = style({ borderCollapse: 'separate', borderSpacing: '3px', fontSize: vars.fontSize.sm });

export const corner = style({ minWidth: '6rem' });

export const columnHeader = style({ verticalAlign: 'bottom', padding: `0 0 ${vars.space.xs}`, fontWeight: 600 });

/** Column names read bottom to top (wrapping onto a second line) so narrow columns keep full names. */
export const columnName = style({
  display: 'block',
  writingMode: 'vertical-rl',
  transform: 'rotate(180deg)',
  maxHeight: '12rem',
  maxWidth: '3.5rem',
  margin: '0 auto',
  overflow: 'hidden',
  lineHeight: 1.15,
});

export const rowHeader = style({
  maxWidth: '14rem',
  '@media': { [SMALL_SCREEN]: { maxWidth: '8rem', fontSize: vars.fontSize.xs } },
  paddingRight: vars.space.sm,
  textAlign: 'right',
  fontWeight: 600,
  lineHeight: 1.25,
});

const cellBox = {
  width: '3.5rem',
  minWidth: '3.5rem',
  height: '3rem',
  padding: 0,
  textAlign: 'center',
  verticalAlign: 'middle',
  borderRadius: vars.radius.sm,
} as const;

export const emptyCell = style({ ...cellBox });

export const diagonalCell = style({
  ...cellBox,
  background: vars.color.surfaceMuted,
  border: `1px dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  lineHeight: 1.1,
});

export const diagonalPercent = style({ display: 'block', fontWeight: 700 });
export const diagonalCaption = style({ display: 'block', fontSize: '0.625rem' });

export const pairCell = style({ ...cellBox });

export const pairButton = style({
  width: '100%',
  height: '100%',
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&[tabindex="0"]': { boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}` },
  },
});

/** A pair cell of a role that lists no permissions: no band colour, the words instead of a percent. */
export const noPermissions = style({
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  lineHeight: 1.1,
  border: `1px dashed ${vars.color.borderStrong}`,
});
