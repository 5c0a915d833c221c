import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const header = style({ marginBottom: vars.space.lg });
export const name = style({ margin: `0 0 ${vars.space.sm}`, overflowWrap: 'anywhere' });
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: `0 0 ${vars.space.md}` });
export const description = style({
  margin: `0 0 ${vars.space.lg}`,
  fontSize: vars.fontSize.md,
  maxWidth: '52rem',
  overflowWrap: 'anywhere',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
