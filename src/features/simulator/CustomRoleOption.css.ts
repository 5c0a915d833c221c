import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/**
 * Rows scrolled out of the list's view are neither laid out nor painted (they stay in the page, found by find-in-page
 * and read by screen readers): 1,000 imported roles make no long layout as they mount.
 */
export const item = style({ position: 'relative', contentVisibility: 'auto', containIntrinsicSize: 'auto 5.5rem' });
export const localLink = style({
  display: 'inline-block',
  margin: `0 ${vars.space.md} ${vars.space.sm} calc(18px + ${vars.space.md} * 2)`,
  fontSize: vars.fontSize.sm,
});
