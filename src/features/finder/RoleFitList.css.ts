import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// Numbered by a CSS counter on the ruled list (RuledList.css) so the number sits inline with the role's name.
export const list = style({ counterReset: 'fit' });
export const item = style({ counterIncrement: 'fit' });
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  selectors: {
    '&::before': {
      content: 'counter(fit) "."',
      fontWeight: 700,
      color: vars.color.textMuted,
      marginRight: vars.space.xs,
    },
  },
});
export const name = style({ fontWeight: 600, marginRight: vars.space.xs });
export const meta = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const more = style({ marginTop: vars.space.sm, alignSelf: 'flex-start' });
