import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
  gap: vars.space.sm,
  alignItems: 'end',
  margin: `${vars.space.md} 0`,
});
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const check = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const tableWrap = style({ overflowX: 'auto', '@media': { print: { overflow: 'visible' } } });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
// The principals' columns keep their widths: a row's chips out of view are not laid out (`chips`), so the columns must
// not follow content. On paper every row is laid out and the paper's width is the table's: the columns follow content.
const onPaper = { '@media': { print: { width: 'auto' } } } as const;
export const fixedColumns = style({
  minWidth: '46rem',
  tableLayout: 'fixed',
  '@media': { print: { minWidth: 0, tableLayout: 'auto' } },
});
export const columnWidth = styleVariants({
  name: { width: '20%', ...onPaper },
  type: { width: '5.5rem', ...onPaper },
  assignments: {},
  redundant: { width: '10rem', ...onPaper },
  detail: { width: '6.5rem', ...onPaper },
});
export const caption = style({ textAlign: 'start', fontWeight: 600, padding: `${vars.space.sm} 0` });
export const th = style({
  textAlign: 'start',
  padding: vars.space.sm,
  borderBottom: `2px solid ${vars.color.borderStrong}`,
  verticalAlign: 'bottom',
});
export const td = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
export const sortButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  font: 'inherit',
  fontWeight: 600,
  color: vars.color.brand,
  cursor: 'pointer',
  textDecoration: 'underline',
});
export const name = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const id = style({
  display: 'block',
  color: vars.color.textMuted,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
});
// A page of rows holds hundreds of chips: those out of view skip layout and paint until scrolled to.
export const chips = style({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 1.75rem',
  '@media': { print: { contentVisibility: 'visible' } },
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const roleChip = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: '0.25em',
  padding: `1px ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  selectors: {
    '&[data-redundant="true"]': { borderColor: vars.color.danger, background: vars.color.dangerSoft },
    '&[data-eligible="true"]': { borderStyle: 'dashed' },
  },
});
export const chipNote = style({ color: vars.color.textMuted });
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: `${vars.space.md} 0`,
});
// A badge keeps to one line; the reach badge is long enough to wrap in a narrow Flags column.
export const reachBadge = style({ selectors: { [`${badges} &`]: { whiteSpace: 'normal' } } });
export const chain = style({
  margin: `${vars.space.xs} 0 ${vars.space.md}`,
  paddingLeft: vars.space.lg,
  overflowWrap: 'anywhere',
});
