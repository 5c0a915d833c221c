import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { dialogBackdrop, dialogHeader, dialogHeading, dialogSurface } from '../../styles/shared.css';

export const backdrop = dialogBackdrop;
export const dialog = style([dialogSurface, { width: 'min(46rem, calc(100vw - 2 * 16px))' }]);

export const header = dialogHeader;
export const heading = dialogHeading;
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: `${vars.space.sm} 0` });
export const description = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });

export const notes = style({
  background: vars.color.warningSoft,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
});
export const notesTitle = style({ margin: 0, fontWeight: 700 });
export const notesList = style({ margin: `${vars.space.xs} 0 0`, paddingLeft: vars.space.xl });

export const subheading = style({ fontSize: vars.fontSize.md, margin: `${vars.space.md} 0 ${vars.space.sm}` });
export const unreadable = style({ margin: 0, color: vars.color.danger });
export const footer = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: `${vars.space.lg} 0 0` });
