import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** The same for a wrapper that must not change the screen layout (it takes no box of its own on screen). */
export const noPrintContents = style({ display: 'contents', '@media': { print: { display: 'none !important' } } });

/**
 * The print frame: on paper a table whose header group (the statement) Chromium repeats at the top of every page.
 * CSS table display on plain elements, so the page's tree is the same on screen and on paper (nothing remounts).
 */
export const frame = style({ '@media': { print: { display: 'table', width: '100%', borderCollapse: 'collapse' } } });
export const frameHead = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  '@media': { print: { display: 'table-header-group' } },
  selectors: { '&:empty': { display: 'none' } },
});
export const frameHeadText = style({
  margin: `0 0 ${vars.space.md}`,
  paddingBottom: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const frameBody = style({ '@media': { print: { display: 'table-row-group' } } });

/** All five tabs one after another, each under its own heading; a tab starts on a new page when printed. */
export const printPanels = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });
export const printPanel = style({
  '@media': { print: { breakBefore: 'page' } },
});
export const printPanelHeading = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.xl,
  borderBottom: `2px solid ${vars.color.border}`,
  paddingBottom: vars.space.xs,
});

// On paper every list and table shows in full: no scroll boxes, no clipped heights.
globalStyle(`${printPanels} *`, {
  '@media': { print: { maxHeight: 'none', overflow: 'visible' } },
});
