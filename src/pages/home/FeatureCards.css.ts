import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { card as surfaceCard } from '../../styles/shared.css';

export const section = style({ margin: `${vars.space.xxl} 0` });
export const heading = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space.lg}` });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style([surfaceCard, { padding: vars.space.xl }]);

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.lg,
});

export const title = style({ fontSize: vars.fontSize.lg, margin: `${vars.space.md} 0 ${vars.space.sm}` });
export const text = style({ margin: 0, color: vars.color.textMuted });

export const links = style({
  margin: `${vars.space.sm} 0 0`,
  paddingLeft: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontWeight: 600,
});
