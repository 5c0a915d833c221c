// Shared look of the role pages' titles and intros.
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const title = style({ margin: `0 0 ${vars.space.sm}`, overflowWrap: 'anywhere' });
export const intro = style({ margin: `0 0 ${vars.space.xl}`, color: vars.color.textMuted, maxWidth: '52rem' });
export const notFound = style({ maxWidth: '40rem', padding: `${vars.space.xl} 0` });
