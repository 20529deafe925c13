import { media, vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';
import * as report from '../report-parts.css';

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  breakInside: 'avoid',
});

export const chart = style({ display: 'block', width: '100%', height: '240px', overflow: 'visible' });

export const income = style({ fill: vars.color.brand });
export const expense = style({ fill: vars.color.textMuted });
export const baseline = style({ stroke: vars.color.borderStrong, strokeWidth: 1 });
export const gridline = style({ stroke: vars.color.border, strokeWidth: 1, strokeDasharray: '2 4' });

export const label = style({ fill: vars.color.text, fontSize: vars.fontSize.xs, fontFamily: vars.font.body });
export const year = style([label, { fill: vars.color.textMuted }]);

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

const swatch = style({
  display: 'inline-block',
  width: vars.space.md,
  height: vars.space.md,
  borderRadius: vars.radius.sm,
});
export const incomeSwatch = style([swatch, { background: vars.color.brand }]);
export const expenseSwatch = style([swatch, { background: vars.color.textMuted }]);

export const tableBox = report.tableBox;

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  '@media': { [media.phone]: { fontSize: vars.fontSize.xs } },
});

export const caption = report.caption;

const { cell } = report;

export const head = style({
  ...cell,
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  background: vars.color.surfaceMuted,
});
export const headAmount = style([head, { textAlign: 'end' }]);
export const month = style({ ...cell, textAlign: 'start', fontWeight: vars.fontWeight.regular, whiteSpace: 'nowrap' });
export const amount = style({ ...cell, textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const totals = style({
  fontWeight: vars.fontWeight.semibold,
  background: vars.color.surfaceMuted,
  borderTop: `2px solid ${vars.color.borderStrong}`,
});
