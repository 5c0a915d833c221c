import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const permissionColumn = style({ minWidth: '16rem' });
export const roleColumn = style({ minWidth: '7rem', textAlign: 'center' });
export const cell = style({ textAlign: 'center', color: vars.color.success, fontWeight: 700 });
export const absent = style({ color: vars.color.borderStrong, fontWeight: 400 });
