import { globalStyle, keyframes } from '@vanilla-extract/css';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('body', {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.page,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('a', { color: vars.color.brand });
globalStyle('a:hover', { color: vars.color.brandStrong });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('code', { fontFamily: vars.font.mono, fontSize: '0.9em', overflowWrap: 'anywhere' });
globalStyle('h1, h2, h3', { lineHeight: 1.25 });
globalStyle('button, input, select, textarea', { font: 'inherit' });

// Until the page's code is in, #root is inert (src/main.tsx): its controls take no input yet. Said by the cursor at
// once, and, if the wait is long enough to notice (a slow phone), by dimmed controls.
const notReady = keyframes({ to: { opacity: 0.6 } });
globalStyle('#root[inert]', { cursor: 'progress' });
globalStyle('#root[inert] :is(button, input, select, textarea, [role="switch"])', {
  animationName: notReady,
  animationDelay: '300ms',
  animationDuration: '0s',
  animationFillMode: 'forwards',
});

// On paper: the site's header, footer and skip link are left out, the page is white, and colours print as on screen
// (the overlap bands carry meaning). Pages add their own @page rule and hide their own controls.
globalStyle(
  'header:not(main header), footer:not(main footer), a[href="#main"], [role="region"][aria-label="Notifications"]',
  {
    '@media': { print: { display: 'none' } },
  },
);
globalStyle('html, body', {
  '@media': { print: { background: '#ffffff', printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' } },
});
globalStyle('main', { '@media': { print: { padding: 0, margin: 0, maxWidth: 'none' } } });
