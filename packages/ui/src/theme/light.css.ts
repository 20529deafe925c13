import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** Colours chosen for WCAG AA contrast on their surfaces. */
export const lightTheme = createTheme(vars, {
  color: {
    brand: '#1f5f8b',
    brandHover: '#184b6e',
    brandSurface: '#e8f1f8',
    onBrand: '#ffffff',
    text: '#1c2330',
    textMuted: '#4f5b6b',
    background: '#f4f6f9',
    surface: '#ffffff',
    surfaceMuted: '#eef1f5',
    border: '#d5dbe3',
    borderStrong: '#8a96a6',
    focus: '#f0a500',
    success: '#1d6b3a',
    successSurface: '#e6f4ea',
    warning: '#8a5300',
    warningSurface: '#fff4e0',
    danger: '#b3261e',
    dangerSurface: '#fdecea',
    info: '#1f5f8b',
    infoSurface: '#e8f1f8',
  },
  space: { none: '0', xxs: '2px', xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  font: {
    body: '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, monospace',
  },
  fontSize: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '28px' },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  radius: { sm: '4px', md: '6px', lg: '10px', full: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
    md: '0 4px 12px rgba(16, 24, 40, 0.12)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
  },
  // A list or popover opened from inside a dialog (a category's Select) must sit above the dialog's overlay.
  zIndex: { header: '10', dialog: '30', dropdown: '35', toast: '40' },
  size: {
    control: { sm: '32px', md: '40px' },
    row: '40px',
    header: '56px',
    focusRing: '3px',
    border: '1px',
    contentMax: '1280px',
    formMax: '560px',
  },
});

const ink = '#000000';
const paper = '#ffffff';

/**
 * On paper: black on white, whatever the colour meant on screen (a printer may be black and white, and a tinted
 * surface wastes toner); the table's lines stay a grey that still shows. Shadows print as smudges.
 */
export const printValues = {
  [vars.color.brand]: ink,
  [vars.color.brandHover]: ink,
  [vars.color.brandSurface]: paper,
  [vars.color.onBrand]: paper,
  [vars.color.text]: ink,
  [vars.color.textMuted]: ink,
  [vars.color.background]: paper,
  [vars.color.surface]: paper,
  [vars.color.surfaceMuted]: paper,
  [vars.color.border]: '#9a9a9a',
  [vars.color.borderStrong]: ink,
  [vars.color.success]: ink,
  [vars.color.successSurface]: paper,
  [vars.color.warning]: ink,
  [vars.color.warningSurface]: paper,
  [vars.color.danger]: ink,
  [vars.color.dangerSurface]: paper,
  [vars.color.info]: ink,
  [vars.color.infoSurface]: paper,
  [vars.shadow.sm]: 'none',
  [vars.shadow.md]: 'none',
  [vars.shadow.lg]: 'none',
};
