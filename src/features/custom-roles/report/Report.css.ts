import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { caption, table } from '../../permissions/DocTable.css';

export const section = style({ margin: `${vars.space.xl} 0`, minWidth: 0 });
export const heading = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });
export const lead = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const empty = style({ color: vars.color.textMuted });
export const error = style({ color: vars.color.danger });

// The permission pages' docs table: one look for every data table of the report.
export { caption, table };

export const tableWrap = style({ maxWidth: '100%', overflowX: 'auto' });
globalStyle(`${table} thead th`, { background: vars.color.surfaceMuted });
export const number = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const actionList = style({ margin: 0, paddingLeft: vars.space.xl });
globalStyle(`${actionList} li`, { margin: `${vars.space.xs} 0`, overflowWrap: 'anywhere' });
export const aside = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const header = style({ margin: `${vars.space.lg} 0` });
export const name = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: 1.2, overflowWrap: 'anywhere' });
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: `${vars.space.sm} 0` });
export const description = style({ margin: `${vars.space.sm} 0`, maxWidth: '70ch' });
