import { createGlobalTheme } from '@vanilla-extract/css';

/** Design tokens on :root, so content portalled to <body> (dialogs, toasts) is themed too. */
export const vars = createGlobalTheme(':root', {
  color: {
    page: '#f6f7fb',
    surface: '#ffffff',
    surfaceMuted: '#eef1f7',
    border: '#d5dae6',
    borderStrong: '#9aa3b8',
    text: '#161b2e',
    textMuted: '#4a5168',
    brand: '#1f4fd1',
    brandStrong: '#183da3',
    brandSoft: '#e3eaff',
    onBrand: '#ffffff',
    header: '#10162b',
    onHeader: '#f2f4fa',
    focus: '#ffbf47',
    danger: '#b3261e',
    dangerSoft: '#fde8e6',
    success: '#1d6b3a',
    successSoft: '#e3f4e8',
    warning: '#7a4b00',
    warningSoft: '#fff1d6',
    // Overlap colour bands (spec section 9): text colours pass AA on their backgrounds.
    bandHigh: '#fbd5d2',
    bandHighText: '#8c1d15',
    bandAmber: '#ffe7b8',
    bandAmberText: '#6b4200',
    bandGreen: '#d3f0dc',
    bandGreenText: '#175c31',
    bandNeutral: '#eef1f7',
    bandNeutralText: '#3d4458',
  },
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '40px' },
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.25rem' },
  shadow: {
    card: '0 1px 2px rgba(16,22,43,0.06), 0 1px 3px rgba(16,22,43,0.08)',
    overlay: '0 12px 40px rgba(16,22,43,0.25)',
  },
  size: { content: '1200px', permissionList: '24rem', drawerList: '15rem' },
});

/** Width below which the header navigation collapses into a menu button. */
export const SMALL_SCREEN = 'screen and (max-width: 760px)';
/** The narrowest phones, and any screen at 400% zoom (WCAG reflow is judged at 320 CSS px). */
export const NARROW_SCREEN = 'screen and (max-width: 22rem)';
