import { vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

/** The months scroll inside the dialog: the form below them stays in reach. */
export const monthsBox = style({
  maxHeight: '16rem',
  overflowY: 'auto',
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}` } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

const cell = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
  verticalAlign: 'top',
} as const;

export const head = style({
  ...cell,
  position: 'sticky',
  top: 0,
  textAlign: 'start',
  background: vars.color.surfaceMuted,
  fontWeight: vars.fontWeight.semibold,
});
export const headValue = style([head, { textAlign: 'end' }]);
export const month = style({ ...cell, textAlign: 'start', fontWeight: vars.fontWeight.regular, whiteSpace: 'nowrap' });
export const value = style({ ...cell, textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
/** A source is a long citation with an address: it wraps anywhere rather than widen the dialog. */
export const source = style({ ...cell, overflowWrap: 'anywhere', color: vars.color.textMuted });
