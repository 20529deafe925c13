import { media, vars } from '@horizontal/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** The period's figures side by side, as many as fit. */
export const tiles = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(calc(${vars.size.control.md} * 4.5), 1fr))`,
  gap: vars.space.sm,
});

export const tab = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlockStart: vars.space.md,
});

export const tabActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

// The statements' table is DataTable's parts with a totals row: its box and table as DataTable draws them.
export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const scroller = style({
  position: 'relative',
  overflow: 'auto',
  borderRadius: vars.radius.md,
  border: `${vars.size.border} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  selectors: { '&:focus-visible': { outlineOffset: '-3px' } },
  '@media': { [media.print]: { overflow: 'visible', height: 'auto !important' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  tableLayout: 'fixed',
  fontSize: vars.fontSize.md,
  '@media': { [media.print]: { tableLayout: 'auto', minWidth: '0 !important' } },
});

/**
 * Ten amounts do not fit a phone or a tablet: the table scrolls sideways in its box, and the unit stays at the left
 * edge so each row still says whose figures they are.
 */
const unitCells = [`${table} thead th:first-child`, `${table} tbody > tr > :first-child`, `${table} tfoot th`];
globalStyle(unitCells.join(', '), {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  backgroundColor: vars.color.surface,
  boxShadow: `inset calc(-1 * ${vars.size.border}) 0 0 ${vars.color.border}`,
  '@media': { [media.print]: { position: 'static', boxShadow: 'none' } },
});
// Opaque, so the cells that scroll under it are hidden: it takes the row's hover as the row does (DataTable's row).
globalStyle(`${table} tbody > tr:hover > :first-child`, { backgroundColor: vars.color.background });
// The unit's header and the totals' label are sticky both ways: above the cells that scroll under them.
globalStyle(`${table} thead th:first-child, ${table} tfoot th`, {
  zIndex: 2,
  backgroundColor: vars.color.surfaceMuted,
});

/** The totals stay in view at the bottom of the box while the rows scroll under them. */
export const totalCell = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  height: vars.size.row,
  paddingInline: vars.space.sm,
  backgroundColor: vars.color.surfaceMuted,
  borderTop: `${vars.size.border} solid ${vars.color.borderStrong}`,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  '@media': { [media.print]: { position: 'static' } },
});

export const totalLabel = style([totalCell, { textAlign: 'start' }]);

export const billedTo = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, maxWidth: '100%' });

export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const income = style({ color: vars.color.success });
