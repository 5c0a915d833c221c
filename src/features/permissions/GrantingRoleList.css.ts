import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });
export const name = style({ fontWeight: 600, marginRight: vars.space.xs });
export const meta = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
export const how = style({ color: vars.color.text });
export const empty = style({ color: vars.color.textMuted });
