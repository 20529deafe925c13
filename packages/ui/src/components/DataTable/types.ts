import type { ReactNode } from 'react';
import type { DataTableColumn } from './columns';

export type DataTableRowAction = {
  label: string;
  onSelect: () => void;
  tone?: 'default' | 'danger';
  disabled?: boolean;
};

/** Where the cell that names a row leads: the record's detail. */
export type DataTableRowLink = {
  /** The record's address: a real link, which shows where it leads and opens in a new tab. */
  href: string;
  /** A plain click (or Enter) goes here instead, for the app's router; a click with Ctrl or Shift is the browser's. */
  onNavigate?: () => void;
};

export type DataTableFilter = {
  columnId: string;
  label: string;
  /** The choice that filters nothing, agreeing with its noun: «Todas las torres», «Todos los estados». */
  allLabel?: string;
  /** Defaults to the column's statuses, or to the distinct values found in the rows. */
  options?: readonly { value: string; label: string }[];
};

export type DataTableProps<TRow> = {
  /** Names the table (a visually hidden caption) and the exported sheet: "Residentes". */
  caption: string;
  rows: readonly TRow[];
  columns: readonly DataTableColumn<TRow>[];
  getRowId: (row: TRow) => string;
  /** How a row is named in its checkbox and actions: "Martín Rodríguez". */
  getRowLabel?: (row: TRow) => string;
  status?: 'ready' | 'loading' | 'error';
  errorMessage?: string;
  onRetry?: () => void;
  /** Shown when there are no rows at all; it should say what to do next. */
  emptyState?: { title: string; description?: string; action?: ReactNode };
  searchable?: boolean;
  searchPlaceholder?: string;
  filters?: readonly DataTableFilter[];
  rowActions?: (row: TRow) => readonly DataTableRowAction[];
  /**
   * Makes the cell of the column that names the row (`primary`, or the first) a link to the record; the row's
   * menu stays as it is. Undefined for a row leaves its cell as text.
   */
  rowLink?: (row: TRow) => DataTableRowLink | undefined;
  selectable?: boolean;
  onSelectionChange?: (ids: string[]) => void;
  /** Buttons that act on the selected rows. */
  bulkActions?: (rows: TRow[]) => ReactNode;
  /** Rows per page; ignored when virtualized. */
  pageSize?: number;
  /** Renders only the rows in view, for thousands of rows; the table scrolls inside its own box. */
  virtualized?: boolean;
  /** Visible rows of a virtualized table before it scrolls. */
  visibleRows?: number;
  /** Shows "Exportar a Excel", which writes the filtered and sorted rows (all pages) to this file. */
  exportFileName?: string;
  /**
   * Shows «Imprimir», which prints every row that passes the search and filters, in the chosen order (all pages,
   * not the one in view), without the toolbar, pagination, checkboxes or row menus. Printing from the browser's
   * own menu (Ctrl+P) prints them all too.
   */
  printable?: boolean;
  /** The sheet's columns when they are not the table's (e.g. one more the screen has no room for). */
  exportColumns?: readonly DataTableColumn<TRow>[];
  /** More buttons at the end of the toolbar. */
  toolbar?: ReactNode;
  initialSort?: { columnId: string; direction: 'asc' | 'desc' };
  /** Where a person left the list (the app keeps it in the address): it opens there instead of at the start. */
  initialView?: Partial<DataTableViewState>;
  /** Called after the person searches, filters, sorts, pages or changes the rows per page; not on mount. */
  onViewChange?: (view: DataTableViewState) => void;
};

/**
 * What a person has narrowed and ordered a list to. The app keeps it in the address, so that Back, a reload and a
 * pasted link show the same list (issue #30).
 */
export type DataTableViewState = {
  query: string;
  /** The value of each filter that is not «Todos», by its column. */
  filters: Readonly<Record<string, string>>;
  sort: { columnId: string; direction: 'asc' | 'desc' } | undefined;
  /** Zero-based. */
  page: number;
  pageSize: number;
};

/** The rows per page a person may choose. */
export const pageSizeOptions = [25, 50, 100] as const;
