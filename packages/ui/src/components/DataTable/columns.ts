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
};

/** Amounts and numbers line up on the right, as in a ledger; everything else on the left. */
export const alignOf = (kind: ColumnKind | undefined): 'start' | 'end' =>
  kind === 'currency' || kind === 'number' ? 'end' : 'start';

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
