import { style } from '@vanilla-extract/css';
import { button } from '../../styles/shared.css';
import { vars } from '../../styles/theme.css';

/** Out of the page's flow in both states: the notice floats at the bottom left (toasts take the bottom right). */
const anchored = style({
  position: 'fixed',
  left: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: 100,
});

export const closed = anchored;

export const notice = style([
  anchored,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.md,
    maxWidth: 'min(460px, calc(100vw - 32px))',
    padding: vars.space.md,
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.overlay,
  },
]);

export const message = style({ margin: 0, flex: '1 1 240px', fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', gap: vars.space.sm });

export const reload = button({ tone: 'primary', size: 'sm' });

export const dismiss = button({ tone: 'secondary', size: 'sm' });
