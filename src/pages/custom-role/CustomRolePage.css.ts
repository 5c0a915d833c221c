import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const title = style({ margin: `0 0 ${vars.space.sm}`, overflowWrap: 'anywhere' });
export const state = style({ maxWidth: '44rem', padding: `${vars.space.xl} 0` });
