import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { card } from '../../styles/shared.css';

export const section = style({ margin: `${vars.space.xl} 0` });
export const heading = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.md}` });

export const counters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const counter = style([card, { display: 'flex', flexDirection: 'column', gap: vars.space.xs }]);

export const value = style({ fontSize: vars.fontSize.xxl, fontWeight: 800, color: vars.color.brand, lineHeight: 1.1 });
export const label = style({ fontWeight: 600 });
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const source = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  margin: `${vars.space.md} 0 0`,
});
