import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { card } from '../../styles/shared.css';

export const box = style([card, { maxWidth: '44rem', padding: vars.space.xl }]);
export const title = style({ margin: `${vars.space.md} 0 ${vars.space.sm}` });
export const summary = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  margin: `0 0 ${vars.space.md}`,
});
