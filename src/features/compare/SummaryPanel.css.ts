import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const notes = style({ margin: 0, paddingLeft: vars.space.xl, fontSize: vars.fontSize.sm });
export const noteRole = style({ fontWeight: 600 });

/**
 * Column widths fixed by the columns: rows added in stages then lay out alone, where an automatic table measures
 * every row again for each stage, and the columns no longer shift while the rows come in. The role column takes what
 * the others leave; on a phone the table scrolls sideways.
 */
export const fixedTable = style({ tableLayout: 'fixed', minWidth: '54rem' });
export const countColumn = style({ width: '8.5rem' });
export const containedColumn = style({ width: '9rem' });
export const privilegeColumn = style({ width: '16rem' });
export const showAll = style({ marginTop: vars.space.sm });
