import { media, vars } from '@horizontal/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** The certificate reads as a document: one column, at a width a page of paper holds. */
export const certificate = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: vars.size.contentMax,
  '@media': { [media.print]: { maxWidth: 'none', gap: vars.space.md, fontSize: vars.fontSize.sm } },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, breakInside: 'avoid' });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const note = style({ margin: 0, lineHeight: vars.lineHeight.normal });

/** The items scroll sideways inside their box on a phone; on paper they take the page's width. */
export const tableBox = style({
  overflowX: 'auto',
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}` } },
  '@media': { [media.print]: { overflow: 'visible', border: 'none' } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

const cell = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
} as const;

export const head = style({
  ...cell,
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  background: vars.color.surfaceMuted,
});
export const headAmount = style([head, { textAlign: 'end' }]);
export const text = style({ ...cell, textAlign: 'start', fontWeight: vars.fontWeight.regular });
export const amount = style({ ...cell, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
export const totalRow = style({ fontWeight: vars.fontWeight.semibold, background: vars.color.surfaceMuted });
export const grandTotal = style({
  fontWeight: vars.fontWeight.bold,
  borderTop: `2px solid ${vars.color.borderStrong}`,
});

// A row of the items is never cut between two sheets of paper.
globalStyle(`${table} tr`, { breakInside: 'avoid' });

/** Where the administradora signs the printed certificate; the screen has no use for it. */
export const signature = style({
  display: 'none',
  '@media': {
    [media.print]: {
      display: 'block',
      marginTop: vars.space.xxl,
      paddingTop: vars.space.xs,
      width: '18rem',
      borderTop: `${vars.size.border} solid ${vars.color.text}`,
    },
  },
});
