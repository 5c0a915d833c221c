import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const helpButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.brand,
  fontWeight: 700,
  cursor: 'help',
});
