import { vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

/** An amount of money: tabular figures, so that columns of amounts line up digit under digit. */
export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** A loss (expense over income) or a debt in the account's favour reads in the danger tone. */
export const negative = style([amount, { color: vars.color.danger }]);

/** A report's table box: a narrow screen scrolls the table inside it, never the page sideways. */
export const tableBox = style({
  overflowX: 'auto',
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}` } },
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: vars.space.sm,
  fontWeight: vars.fontWeight.semibold,
});

/** A report table's cell: a row's height, a line above it. */
export const cell = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  height: vars.size.row,
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
} as const;
