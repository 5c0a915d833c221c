import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const title = style({ margin: `0 0 ${vars.space.sm}` });
export const intro = style({ margin: `0 0 ${vars.space.xl}`, color: vars.color.textMuted, maxWidth: '52rem' });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});
export const search = style({ flex: '1 1 18rem', maxWidth: '32rem' });
export const counts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0 });

export const selectionBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  margin: `0 0 ${vars.space.lg}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

const gridColumns = {
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
} as const;

// The list holds the cards in stages (CardStage), each a grid of its own: mounting the next stage lays out its cards
// only, where one grid of 5,000 cards was laid out again, whole, for each stage. A stage's count of cards (60) divides
// evenly into any number of columns up to six, so the stages line up as one grid. While a search hides cards, the
// stages step aside (display: contents) and the matches flow as one grid.
export const grid = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  // The stages' assumed sizes follow the grid's width (its columns), below.
  containerType: 'inline-size',
  selectors: { '&[data-searching="true"]': gridColumns, '&[hidden]': { display: 'none' } },
});
// Out of view, content skips style, layout and paint (content-visibility): a whole stage at a time, not each card, as the
// browser checks every such box against the viewport each frame (5,000 boxes, one a card, took it 10-24 ms a frame).
// While a search lets the stages step aside, each card skips on its own.
const offscreen = {
  contentVisibility: 'auto',
  // content-visibility clips painting to the box; leave room for a card's shadow.
  overflowClipMargin: vars.space.xs,
} as const;
export const gridStage = style({
  ...gridColumns,
  ...offscreen,
  // The size a stage is assumed to have until it has been laid out once, by the columns its width holds (cards of at
  // least 300 px, 16 px apart; measured at 360-1600 px wide: 939-967, 474-502 and 322-328rem); 'auto' then remembers.
  // With the three-column figure everywhere a phone's page was a third as tall as it became while scrolled, and the
  // stages out of view overlapped the one laid out (axe's target-size check found its buttons obscured).
  containIntrinsicSize: 'auto 330rem',
  '@container': {
    '(max-width: 615px)': { containIntrinsicSize: 'auto 950rem' },
    '(min-width: 616px) and (max-width: 931px)': { containIntrinsicSize: 'auto 490rem' },
  },
  selectors: { [`${grid}[data-searching="true"] > &`]: { display: 'contents' } },
});
export const gridItem = style({
  minWidth: 0,
  selectors: { [`${grid}[data-searching="true"] &`]: { ...offscreen, containIntrinsicSize: 'auto 15rem' } },
});

export const empty = style({ padding: `${vars.space.xl} 0`, color: vars.color.textMuted, textAlign: 'center' });
