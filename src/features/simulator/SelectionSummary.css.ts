import { style } from '@vanilla-extract/css';
import { SMALL_SCREEN, vars } from '../../styles/theme.css';
import { chipList, chip as sharedChip } from '../../styles/shared.css';

// On wide screens the summary stays in view while the role list scrolls past.
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  alignSelf: 'start',
  position: 'sticky',
  top: vars.space.lg,
  '@media': { [SMALL_SCREEN]: { position: 'static' } },
});
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
export const countRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const count = style({ margin: 0, fontWeight: 600 });
export const chips = style([chipList, { gap: vars.space.xs, maxHeight: '16rem' }]);
export const chip = style([
  sharedChip,
  {
    gap: vars.space.xs,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    background: vars.color.brandSoft,
    color: vars.color.brandStrong,
    cursor: 'pointer',
    textAlign: 'left',
    selectors: { '&:hover': { borderColor: vars.color.brand } },
  },
]);
export const empty = style({ margin: 0, color: vars.color.textMuted });
export const compare = style({ width: '100%' });
export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted, textAlign: 'center' });
/** 'Show all N selected roles', under the chips: its own width. */
export const showAll = style({ alignSelf: 'flex-start' });
export const customMark = style({ fontSize: vars.fontSize.xs, fontStyle: 'italic' });
