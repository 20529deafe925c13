import { type CalendarDate, compareDates, formatCurrency, formatDate, groupThousands } from '@horizontal/domain';
import type { ReactNode } from 'react';
import { searchTextOfCell } from '../../internal/search';
import type { StatusTone } from '../StatusBadge';

export type DataTableValue = string | number | CalendarDate | null;

export const columnKinds = ['text', 'number', 'currency', 'date', 'status'] as const;
export type ColumnKind = (typeof columnKinds)[number];

export type StatusDefinition = { label: string; tone: StatusTone };

export type DataTableColumn<Row> = {
  id: string;
  header: string;
  /**
   * The cell's value, used to sort, search, filter and export: text; a number; integer cents for
   * currency; a CalendarDate for date; the status key for status.
   */
  value: (row: Row) => DataTableValue;
  kind?: ColumnKind;
  /** For status columns: each key's Spanish label and tone. */
  statuses?: Readonly<Record<string, StatusDefinition>>;
  /** Draws the cell instead of the formatted value; sorting and search still use `value`. */
  render?: (row: Row) => ReactNode;
  sortable?: boolean;
  /** Whether the search box looks into this column (true by default). */
  searchable?: boolean;
  /** A share of the table's width, e.g. '20%'; columns without one split what is left. */
  width?: `${number}%`;
  /**
   * The column that names the record (a unit's number, a person's name): the table's `rowLink` goes on its
   * cell. Without one, the first column names the row.
   */
  primary?: boolean;
  /**
   * Text made of figures (a cédula, a phone): like numbers it is written in tabular figures and never cut. Number,
   * currency and date columns are so already.
   */
  tabular?: boolean;
};

/** Amounts and numbers line up on the right, as in a ledger; everything else on the left. */
export const alignOf = (kind: ColumnKind | undefined): 'start' | 'end' =>
  kind === 'currency' || kind === 'number' ? 'end' : 'start';

/** Whether a column holds figures, which are never cut: a cut amount or date reads as another one. */
export const holdsFigures = <Row>(column: DataTableColumn<Row>): boolean =>
  column.tabular === true || column.kind === 'number' || column.kind === 'currency' || column.kind === 'date';

/** The column whose cell carries the row's link. */
export const primaryColumnOf = <Row>(columns: readonly DataTableColumn<Row>[]): DataTableColumn<Row> | undefined =>
  columns.find((column) => column.primary) ?? columns[0];

const isCalendarDate = (value: DataTableValue): value is CalendarDate =>
  typeof value === 'object' && value !== null && 'day' in value;

/** The text a person reads in the cell (and in the exported sheet for text-like columns). */
export const formatValue = <Row>(column: DataTableColumn<Row>, value: DataTableValue): string => {
  if (value === null || value === '') return '';
  switch (column.kind ?? 'text') {
    case 'currency':
      return typeof value === 'number' ? formatCurrency(value) : String(value);
    case 'date':
      return isCalendarDate(value) ? formatDate(value) : String(value);
    case 'number':
      return typeof value === 'number' && Number.isInteger(value)
        ? `${value < 0 ? '-' : ''}${groupThousands(String(Math.abs(value)))}`
        : String(value);
    case 'status':
      return column.statuses?.[String(value)]?.label ?? String(value);
    default:
      return isCalendarDate(value) ? formatDate(value) : String(value);
  }
};

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** Orders two values of a column; empty values are placed last by the table. */
export const compareValues = (kind: ColumnKind, a: DataTableValue, b: DataTableValue): number => {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (isCalendarDate(a) && isCalendarDate(b)) return compareDates(a, b);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (kind === 'currency' || kind === 'number') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
};

/**
 * One lower-case, accent-free string per row with what its searchable cells show, built once per data
 * change so that a keystroke in the search box only runs `includes` over the rows.
 */
export const buildSearchIndex = <Row>(rows: readonly Row[], columns: readonly DataTableColumn<Row>[]): string[] => {
  const searchable = columns.filter((column) => column.searchable !== false);
  return rows.map((row) =>
    searchable.map((column) => searchTextOfCell(formatValue(column, column.value(row)))).join('\u0000'),
  );
};

/**
 * The characters of the longest text each figures column shows across every row (not just the page in view), so
 * that its width does not change from one page to the next.
 */
export const widestFigures = <Row>(
  rows: readonly Row[],
  columns: readonly DataTableColumn<Row>[],
): Map<string, number> => {
  const widest = new Map<string, number>();
  for (const column of columns) {
    if (!holdsFigures(column)) continue;
    let longest = 0;
    for (const row of rows) longest = Math.max(longest, formatValue(column, column.value(row)).length);
    widest.set(column.id, longest);
  }
  return widest;
};

const rounded = (value: number) => Math.round(value * 10_000) / 10_000;

/** How the table's width is built: percentages of it, and fixed columns (selection, actions) beside them. */
export type WidthUnits = {
  /** A cell's horizontal padding, both sides together, as CSS: `calc(2 * var(--space-sm))`. */
  inset: string;
  /** The width of a fixed column (the selection checkbox, the row menu), as CSS. */
  fixed: string;
};

/**
 * The narrowest table in which every figures column fits its longest text, as a CSS length, or undefined when no
 * column holds figures. The layout is fixed (columns keep their share whatever they hold), so a column is widened
 * by widening the table: below this width the table scrolls sideways instead of cutting an amount.
 *
 * A figure is counted at one `ch` per character plus one: digits in tabular figures are as wide as a zero, and
 * separators, spaces and the peso sign are no wider.
 */
export const figuresMinWidth = <Row>(
  columns: readonly DataTableColumn<Row>[],
  widest: ReadonlyMap<string, number>,
  fixedColumns: number,
  units: WidthUnits,
): string | undefined => {
  const need = (chars: number) => `(${chars + 1}ch + ${units.inset})`;
  const declared = columns.reduce((sum, column) => sum + (column.width ? Number.parseFloat(column.width) : 0), 0);
  const shared = columns.filter((column) => !column.width);
  const bounds: string[] = [];
  for (const column of columns) {
    const chars = widest.get(column.id);
    if (!chars || !column.width) continue;
    bounds.push(`calc(${need(chars)} * ${rounded(100 / Number.parseFloat(column.width))})`);
  }
  // Columns without a width split what the others leave, fixed columns included.
  const sharedChars = Math.max(0, ...shared.map((column) => widest.get(column.id) ?? 0));
  if (sharedChars > 0 && declared < 100) {
    const fixed = fixedColumns > 0 ? ` + ${fixedColumns} * ${units.fixed}` : '';
    bounds.push(`calc((${shared.length} * ${need(sharedChars)}${fixed}) / ${rounded((100 - declared) / 100)})`);
  }
  if (bounds.length === 0) return undefined;
  return bounds.length === 1 ? bounds[0] : `max(${bounds.join(', ')})`;
};

export type SheetCell = string | number;

/**
 * The rows as the spreadsheet gets them: headers as keys, currency as pesos (a number Excel can add up),
 * dates as dd/mm/yyyy, statuses by their label.
 */
export const buildSheetRows = <Row>(
  rows: readonly Row[],
  columns: readonly DataTableColumn<Row>[],
): Record<string, SheetCell>[] =>
  rows.map((row) => {
    const record: Record<string, SheetCell> = {};
    for (const column of columns) {
      const value = column.value(row);
      if ((column.kind === 'currency' || column.kind === 'number') && typeof value === 'number') {
        record[column.header] = column.kind === 'currency' ? value / 100 : value;
      } else {
        record[column.header] = formatValue(column, value);
      }
    }
    return record;
  });

/** "Mostrando 26–50 de 1.234". */
export const describeRange = (first: number, last: number, total: number): string =>
  total === 0
    ? 'Sin resultados'
    : `Mostrando ${groupThousands(String(first))}–${groupThousands(String(last))} de ${groupThousands(String(total))}`;

export const countResults = (count: number): string =>
  count === 1 ? '1 resultado' : `${groupThousands(String(count))} resultados`;
