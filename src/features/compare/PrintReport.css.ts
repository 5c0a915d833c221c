import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** Hidden on paper: buttons, switches and controls that do nothing there. */
export const noPrint = style({ '@media': { print: { display: 'none' } } });
/** The same for a wrapper that must not change the screen layout (it takes no box of its own on screen). */
export const noPrintContents = style({ display: 'contents', '@media': { print: { display: 'none' } } });

/** The print frame: a table whose header row Chromium repeats at the top of every printed page. */
export const frame = style({ width: '100%', borderCollapse: 'collapse' });
export const frameHead = style({
  textAlign: 'start',
  fontWeight: 'normal',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBottom: vars.space.xs,
});
export const frameBody = style({ padding: `${vars.space.sm} 0 0`, verticalAlign: 'top' });
export const statement = style({ margin: 0 });

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
