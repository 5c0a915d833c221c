// Shared look of the static text pages (privacy, contact, Purview roles).
import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { card } from '../../styles/shared.css';

export const article = style({ maxWidth: '48rem' });
export const eyebrow = style({ margin: `0 0 ${vars.space.sm}` });
export const title = style({ margin: `0 0 ${vars.space.sm}` });
export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, margin: `0 0 ${vars.space.xl}` });
export const section = style({ margin: `${vars.space.xl} 0` });
export const heading = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.sm}` });
globalStyle(`${section} li + li`, { marginTop: vars.space.xs });

export const channels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const channel = style([card, { overflowWrap: 'anywhere' }]);
export const channelTitle = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space.xs}` });

export const times = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});
export const timeLabel = style({ fontWeight: 600 });
export const timeValue = style({ margin: 0 });
