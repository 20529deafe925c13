import { documentFont } from './fonts';

/**
 * The documents' few values, in PDF points (1/72 in): black on white and greys that survive a black-and-white
 * printer or a photocopy, sizes that read on A4 at arm's length.
 */
export const documentTheme = {
  font: documentFont,
  color: {
    text: '#000000',
    muted: '#4d4d4d',
    rule: '#8c8c8c',
    faint: '#d9d9d9',
    shade: '#f0f0f0',
  },
  size: {
    small: 7.5,
    body: 9.5,
    emphasis: 11,
    subtitle: 13,
    title: 16,
  },
  space: { xs: 2, sm: 4, md: 8, lg: 14, xl: 22 },
  /** a4Height: pdfkit's A4, 297 mm. */
  page: { marginX: 42, marginTop: 36, marginBottom: 54, a4Height: 841.89 },
  logo: { maxWidth: 140, maxHeight: 48 },
  /** Wide enough for «-$ 99.999.999,99» at the size of «Total a pagar». */
  amountColumn: 120,
  rule: { thin: 0.5, thick: 1 },
} as const;
