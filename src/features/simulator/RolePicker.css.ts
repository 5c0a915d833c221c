import { globalStyle, style } from '@vanilla-extract/css';
import { SMALL_SCREEN, vars } from '../../styles/theme.css';

export const toolbar = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end', flexWrap: 'wrap' });
export const searchField = style({ flex: '1 1 220px', display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const searchLabel = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });
export const count = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxHeight: '34rem',
  '@media': { [SMALL_SCREEN]: { maxHeight: '24rem' } },
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
/**
 * Out of the list's view, rows skip layout and paint (content-visibility; they stay in the page, found by find-in-page
 * and read by screen readers), a stage of 50 at a time: the browser checks every such box against the viewport each
 * frame, which for 5,000 boxes, one a row, took it 13-21 ms a frame. While a search lets the stages step aside
 * (display: contents), each row skips on its own.
 */
export const stage = style({
  contentVisibility: 'auto',
  // The size a stage is assumed to have until it has been laid out once (50 rows); 'auto' then remembers its own.
  containIntrinsicSize: 'auto 225rem',
  selectors: { [`${list}[data-searching="true"] > &`]: { display: 'contents' } },
});
globalStyle(`${list}[data-searching="true"] > ${stage} > *`, {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 4.5rem',
});
export const empty = style({ margin: 0, padding: vars.space.lg, color: vars.color.textMuted, textAlign: 'center' });
export const customGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const groupHeading = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.fontSize.md });
/** 'Show all N custom roles', below the group's scrolling list: its own width, a little apart from the list. */
export const showAllCustom = style({ alignSelf: 'flex-start', marginTop: vars.space.xs });
