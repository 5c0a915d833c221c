import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { chipList, chip as sharedChip } from '../../styles/shared.css';

export const chips = style([chipList, { gap: vars.space.sm, maxHeight: '14rem' }]);
export const chip = style([
  sharedChip,
  {
    gap: vars.space.sm,
    // On a narrow screen the count and the Docs differ mark go to a line of their own rather than out of the chip.
    flexWrap: 'wrap',
    padding: `${vars.space.xs} ${vars.space.md}`,
    background: vars.color.surface,
    color: vars.color.text,
    textDecoration: 'none',
    selectors: { '&:hover': { borderColor: vars.color.brand, color: vars.color.brandStrong } },
  },
]);
export const count = style({ fontWeight: 400, color: vars.color.textMuted });
export const docsMark = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  color: vars.color.warning,
  background: vars.color.warningSoft,
  borderRadius: vars.radius.pill,
  padding: `0 ${vars.space.sm}`,
  whiteSpace: 'nowrap',
});
