// Styles shared by the comparison's tab panels: headings, intro lines, bounded permission lists, empty texts.
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { scrollList } from '../../styles/shared.css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
export const subheading = style({ margin: 0, fontSize: vars.fontSize.md });
export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const empty = style({ margin: 0, color: vars.color.textMuted, fontStyle: 'italic' });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** A bordered list capped at the permission-list height (spec section 9: about 24rem). */
export const permissionList = style([
  scrollList.permissions,
  { border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surface },
]);

/** A scroll box for wide or long tables. */
export const tableScroll = style({
  // Contains absolutely positioned screen-reader text; without it that text escapes the box and adds blank scroll.
  position: 'relative',
  maxHeight: vars.size.permissionList,
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const th = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  background: vars.color.surfaceMuted,
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'bottom',
});
export const td = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
export const rowHeader = style([td, { fontWeight: 400, textAlign: 'left' }]);
export const number = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const filterField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, maxWidth: '28rem' });
export const filterLabel = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });
