import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { card } from '../../styles/shared.css';

export const title = style({ margin: `0 0 ${vars.space.sm}` });
export const intro = style({ margin: `0 0 ${vars.space.xl}`, color: vars.color.textMuted });
export const guides = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const guide = style([
  card,
  { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm },
]);
export const guideTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const summary = style({ margin: 0, color: vars.color.textMuted, flex: 1 });
