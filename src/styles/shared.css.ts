// Small shared building blocks: buttons, badges, cards, chips, dialog surfaces, page sections. Components compose these.
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css';

export const page = style({
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
});

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: '40px',
    padding: `${vars.space.sm} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    fontWeight: 600,
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.brandStrong,
            color: vars.color.onBrand,
          },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.surfaceMuted,
            color: vars.color.text,
          },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.brand,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.brandSoft } },
      },
      danger: { background: vars.color.danger, color: vars.color.onBrand },
    },
    size: {
      md: {},
      sm: { minHeight: '32px', padding: `${vars.space.xs} ${vars.space.md}` },
    },
    // A label of a sentence's length: it wraps rather than push the page wider than a phone's screen.
    wrap: {
      true: { whiteSpace: 'normal', textAlign: 'start', maxWidth: '100%' },
      false: {},
    },
  },
  defaultVariants: { tone: 'primary', size: 'md', wrap: false },
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `1px ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: 600,
    whiteSpace: 'nowrap',
    border: '1px solid transparent',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceMuted, color: vars.color.textMuted, borderColor: vars.color.border },
      brand: { background: vars.color.brandSoft, color: vars.color.brandStrong },
      danger: { background: vars.color.dangerSoft, color: vars.color.danger },
      warning: { background: vars.color.warningSoft, color: vars.color.warning },
      success: { background: vars.color.successSoft, color: vars.color.success },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

/**
 * A boxed note beside the content it is about, with a thick edge in its tone: success for a plain outcome (files read, a
 * link's roles imported), warning for one with something to check, danger for a refusal.
 */
export const callout = recipe({
  base: {
    borderStyle: 'solid',
    borderWidth: '1px 1px 1px 6px',
    borderRadius: vars.radius.md,
    padding: `${vars.space.md} ${vars.space.lg}`,
    margin: `${vars.space.lg} 0`,
    color: vars.color.text,
  },
  variants: {
    tone: {
      success: { background: vars.color.successSoft, borderColor: vars.color.success },
      warning: { background: vars.color.warningSoft, borderColor: vars.color.warning },
      danger: { background: vars.color.dangerSoft, borderColor: vars.color.danger },
    },
  },
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
});

/** A card that fills its grid cell, its contents stacked (role cards). */
export const gridCard = style([card, { display: 'flex', flexDirection: 'column', gap: vars.space.sm, height: '100%' }]);

export const muted = style({ color: vars.color.textMuted });

/** Text cut to two lines with an ellipsis (card descriptions). */
export const clampTwoLines = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/** A rounded pill for a role name in a list of chips; each use adds its colours. */
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

/** Hidden on paper: buttons and controls that do nothing there (Export, Copy, links into the tools). */
// !important: a component's own display rule (e.g. a flex row) may come later in the stylesheet with the same specificity.
export const noPrint = style({ '@media': { print: { display: 'none !important' } } });

/** On paper only: what the printed page must say that the screen shows another way. */
export const printOnly = style({ display: 'none', '@media': { print: { display: 'block' } } });

/** On paper a scroll box would print only its first screenful: it shows everything instead. */
const printedInFull = { '@media': { print: { maxHeight: 'none', overflow: 'visible' } } } as const;

/** A wrapping row of chips that scrolls on its own past its height; each use sets its gap and height. */
export const chipList = style({
  display: 'flex',
  flexWrap: 'wrap',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  overflowY: 'auto',
  ...printedInFull,
});

/** The dimmed page behind a modal dialog or drawer. */
export const dialogBackdrop = style({ background: 'rgba(16, 22, 43, 0.45)' });

/** A modal dialog's panel, centred over the page and scrolling on its own; each dialog sets its width. */
export const dialogSurface = style({
  position: 'fixed',
  inset: vars.space.lg,
  zIndex: 100,
  margin: 'auto',
  height: 'fit-content',
  maxHeight: 'calc(100vh - 2 * 16px)',
  overflowY: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.overlay,
  padding: vars.space.xl,
  outline: 'none',
});

/** A modal dialog's top row: its heading, with the close button at the end. */
export const dialogHeader = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const dialogHeading = style({ margin: 0, fontSize: vars.fontSize.xl, overflowWrap: 'anywhere' });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const input = style({
  width: '100%',
  minHeight: '40px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
});

export const stack = styleVariants({
  sm: { display: 'flex', flexDirection: 'column', gap: vars.space.sm },
  md: { display: 'flex', flexDirection: 'column', gap: vars.space.lg },
  lg: { display: 'flex', flexDirection: 'column', gap: vars.space.xl },
});

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** A line of text with its actions (Export CSV) at the other end, wrapping under it on a narrow screen. */
export const endsRow = style([row, { justifyContent: 'space-between' }]);

/** A list's count with its actions at the other end. */
export const countRow = style([endsRow, { margin: `0 0 ${vars.space.md}` }]);

/** A bounded scroll list (spec section 9: permission lists about 24rem, drawer lists 15rem). */
export const scrollList = styleVariants({
  // position: relative keeps visually hidden text inside the scroll box (else it stretches the page).
  permissions: {
    position: 'relative',
    maxHeight: vars.size.permissionList,
    overflowY: 'auto',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    ...printedInFull,
  },
  drawer: {
    position: 'relative',
    maxHeight: vars.size.drawerList,
    overflowY: 'auto',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    ...printedInFull,
  },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  width: '1em',
  height: '1em',
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  borderRadius: '50%',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
  verticalAlign: 'middle',
});
