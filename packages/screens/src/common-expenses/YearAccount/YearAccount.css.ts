import { media, vars } from '@horizontal/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import * as report from '../report-parts.css';

export const yearPicker = style({ minWidth: `calc(${vars.size.control.md} * 2.5)` });

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(calc(${vars.size.control.md} * 4.5), 1fr))`,
  gap: vars.space.sm,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, breakInside: 'avoid' });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

/**
 * A narrow screen scrolls the year inside its box, never the page sideways; on paper it takes the page's width. The
 * box positions what is inside it: the months' full names, hidden but for screen readers, are positioned absolutely,
 * and out of a box that is not their containing block they would widen the page past the box's scroll.
 */
export const tableBox = style([
  report.tableBox,
  { position: 'relative', '@media': { [media.print]: { overflow: 'visible', border: 'none' } } },
]);

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.sm,
  '@media': { [media.phone]: { fontSize: vars.fontSize.xs }, [media.print]: { fontSize: vars.fontSize.xs } },
});

export const caption = report.caption;

const cell = { ...report.cell, whiteSpace: 'nowrap' } as const;

/** The category stays in view while the months scroll past it, so a figure is never read without its row. */
const pinned = { position: 'sticky', insetInlineStart: 0, zIndex: 1, background: vars.color.surface } as const;

export const head = style({
  ...cell,
  textAlign: 'end',
  fontWeight: vars.fontWeight.semibold,
  background: vars.color.surfaceMuted,
});
export const headCategory = style([head, { ...pinned, textAlign: 'start', background: vars.color.surfaceMuted }]);
export const category = style({ ...cell, ...pinned, textAlign: 'start', fontWeight: vars.fontWeight.regular });
export const amount = style({ ...cell, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const group = style({
  ...cell,
  ...pinned,
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const subtotal = style({ fontWeight: vars.fontWeight.semibold });
globalStyle(`${subtotal} > *`, { background: vars.color.surfaceMuted });

export const result = style({ fontWeight: vars.fontWeight.bold });
globalStyle(`${result} > *`, {
  borderTop: `calc(${vars.size.border} * 2) solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceMuted,
});

// A row is never cut between two sheets of paper.
globalStyle(`${table} tr`, { breakInside: 'avoid' });

export const none = style({ ...cell, ...pinned, color: vars.color.textMuted, fontStyle: 'italic' });
