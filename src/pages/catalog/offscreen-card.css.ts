// Catalog grid cells skip style, layout and paint while far from the viewport: 143 cards laid out at once are one long main-thread task.
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const offscreenCard = style({
  contentVisibility: 'auto',
  // The size a card is assumed to have until it has been laid out once; 'auto' then remembers its real size.
  containIntrinsicSize: 'auto 15rem',
  // content-visibility clips painting to the cell; leave room for the card's shadow.
  overflowClipMargin: vars.space.xs,
});
