import { globalStyle } from '@vanilla-extract/css';
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
