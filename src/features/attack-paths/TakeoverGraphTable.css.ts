import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const scroller = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  // Between words only: a narrow screen scrolls the table sideways rather than cut a role's name in pieces.
  overflowWrap: 'break-word',
});

globalStyle(`${table} thead th`, { background: vars.color.surfaceMuted });

export const caption = style({ textAlign: 'start', captionSide: 'top', paddingBottom: vars.space.sm, fontWeight: 600 });

export const steps = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const chain = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const custom = style({ color: vars.color.textMuted, fontWeight: 400 });
