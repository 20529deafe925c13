import {
  type ColumnDef,
  type ColumnFiltersState,
  getCoreRowModel,
  getFilteredRowModel,
  type Row,
  type RowSelectionState,
  type SortingState,
  type Table,
  useReactTable,
} from '@tanstack/react-table';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import {
  type ReactNode,
  type RefObject,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { searchNeedle } from '../../internal/search';
import {
  buildSearchIndex,
  buildSheetRows,
  compareValues,
  type DataTableColumn,
  type DataTableValue,
  figuresMinWidth,
  primaryColumnOf,
  widestFigures,
} from './columns';
import { cellInset, narrowWidth } from './DataTable.css';
import { exportSheet } from './exportSheet';
import {
  type DataTableFilter,
  type DataTableProps,
  type DataTableRowAction,
  type DataTableRowLink,
  type DataTableViewState,
  pageSizeOptions,
} from './types';

// Must match vars.size.row: the virtualizer needs the row height as a number before anything is measured.
const ROW_HEIGHT = 40;

/** What the table's body shows: placeholder rows, the error, the invitation of an empty list, no results, or rows. */
export type DataTableView = 'loading' | 'error' | 'empty' | 'noResults' | 'rows';

export type DataTableModel<TRow> = {
  caption: string;
  /** The id of the caption that names the scrolling region. */
  captionId: string;
  /** The table's scrolling box: a virtualized table scrolls inside it. */
  scroller: RefObject<HTMLElement | null>;
  /** The box's height when virtualized (the header plus `visibleRows`); undefined lets a paged table grow. */
  scrollerHeight: string | undefined;
  rows: readonly TRow[];
  columns: readonly DataTableColumn<TRow>[];
  getRowLabel: ((row: TRow) => string) | undefined;
  status: 'ready' | 'loading' | 'error';
  errorMessage: string;
  onRetry: (() => void) | undefined;
  emptyState: DataTableProps<TRow>['emptyState'];
  searchable: boolean;
  searchPlaceholder: string;
  filters: readonly DataTableFilter[];
  rowActions: ((row: TRow) => readonly DataTableRowAction[]) | undefined;
  rowLink: ((row: TRow) => DataTableRowLink | undefined) | undefined;
  /** The column whose cell carries the row's link (the `primary` one, or the first). */
  linkColumnId: string | undefined;
  /**
   * The narrowest the table may be for every figures column to fit its longest text (a CSS length); narrower,
   * the table scrolls sideways rather than cut an amount.
   */
  minTableWidth: string | undefined;
  selectable: boolean;
  bulkActions: ((rows: TRow[]) => ReactNode) | undefined;
  pageSize: number;
  choosePageSize: (size: number) => void;
  virtualized: boolean;
  exportFileName: string | undefined;
  toolbar: ReactNode;
  table: Table<TRow>;
  virtualizer: Virtualizer<HTMLElement, Element>;
  /** What the search box holds, answered at once. */
  query: string;
  setQuery: (query: string) => void;
  /** The query the rows are filtered by, which may lag behind `query` while React is busy. */
  deferredQuery: string;
  /** `deferredQuery` as the search index holds text: lower case, no accents, a grouped number as its digits. */
  needle: string;
  columnFilters: ColumnFiltersState;
  /** The choices of a filter besides "Todos". */
  filterOptions: (filter: DataTableFilter) => readonly { value: string; label: string }[];
  /** Toggles one row's selection; stable across renders, so rows can stay memoized. */
  toggleRow: (rowId: string) => void;
  /** Every row that passes the search and filters, in the chosen order (all pages). */
  matchingRows: Row<TRow>[];
  total: number;
  /** Shows «Imprimir». */
  printable: boolean;
  /** On paper: every matching row is drawn, neither paged nor virtualized, until the browser has printed. */
  printing: boolean;
  /** Draws every matching row and opens the browser's print dialog; the page in view comes back after printing. */
  print: () => void;
  /** The zero-based page in view; always 0 when virtualized. */
  page: number;
  pageCount: number;
  setPageIndex: (page: number) => void;
  /** The rows of the page in view, or every matching row when virtualized or printing. */
  shownRows: Row<TRow>[];
  selectedRows: TRow[];
  /** Cells per row, with the selection and actions columns. */
  columnCount: number;
  /** The one-based range in view, for "Mostrando 26–50 de 60". */
  first: number;
  last: number;
  /** Whether a search or a filter narrows the rows. */
  filtering: boolean;
  /** Ready with at least one row: the controls that act on rows are enabled. */
  ready: boolean;
  view: DataTableView;
  exporting: boolean;
  runExport: () => Promise<void>;
  /** Empties the search box and every filter. */
  clearSearch: () => void;
};

/** Tells the app where the person has taken the list, after each change but not on mount. */
const useViewReport = (
  onViewChange: ((view: DataTableViewState) => void) | undefined,
  state: {
    query: string;
    columnFilters: ColumnFiltersState;
    sorting: SortingState;
    pageIndex: number;
    pageSize: number;
  },
  initialSort: DataTableProps<unknown>['initialSort'],
) => {
  const { query, columnFilters, sorting, pageIndex, pageSize } = state;
  // The list's own order is no news: only another one is reported, so that the address stays short.
  const byDefault = (sort: SortingState[number]) =>
    initialSort !== undefined && sort.id === initialSort.columnId && sort.desc === (initialSort.direction === 'desc');
  const usual = useRef(byDefault);
  usual.current = byDefault;
  const report = useRef(onViewChange);
  report.current = onViewChange;
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const sort = sorting[0];
    report.current?.({
      query,
      filters: Object.fromEntries(columnFilters.map((filter) => [filter.id, String(filter.value)])),
      sort: sort && !usual.current(sort) ? { columnId: sort.id, direction: sort.desc ? 'desc' : 'asc' } : undefined,
      page: pageIndex,
      pageSize,
    });
  }, [query, columnFilters, sorting, pageIndex, pageSize]);
};

/**
 * Whether the table is drawn for paper, and how to print it. Drawing every row happens synchronously (flushSync)
 * before the browser lays the page out for printing, both from «Imprimir» and from the browser's own Ctrl+P
 * (`beforeprint`); `afterprint` brings back the page in view.
 */
const usePrinting = (printable: boolean) => {
  const [active, setActive] = useState(false);
  useEffect(() => {
    if (!printable) return;
    const before = () => flushSync(() => setActive(true));
    const after = () => setActive(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, [printable]);
  const print = () => {
    // Not left to `beforeprint` alone: the rows must be drawn even where print() dispatches no event (a test's stub).
    flushSync(() => setActive(true));
    window.print();
  };
  return { active, print };
};

/** What a DataTable does when a prop is left out; the stories' docs table shows the same values. */
export const dataTableDefaults = {
  status: 'ready',
  errorMessage: 'No se pudieron cargar los datos.',
  searchable: true,
  searchPlaceholder: 'Buscar',
  selectable: false,
  pageSize: 25,
  virtualized: false,
  visibleRows: 12,
  printable: false,
} as const;

/**
 * The state and derived rows of a DataTable: search, filters, order, page or virtual window, selection and
 * export. `DataTable` draws it with its parts; a list that needs another layout can compose the same parts.
 */
export function useDataTable<TRow>({
  caption,
  rows,
  columns,
  getRowId,
  getRowLabel,
  status = dataTableDefaults.status,
  errorMessage = dataTableDefaults.errorMessage,
  onRetry,
  emptyState,
  searchable = dataTableDefaults.searchable,
  searchPlaceholder = dataTableDefaults.searchPlaceholder,
  filters = [],
  rowActions,
  rowLink,
  exportColumns,
  selectable = dataTableDefaults.selectable,
  onSelectionChange,
  bulkActions,
  pageSize: pageSizeProp = dataTableDefaults.pageSize,
  virtualized = dataTableDefaults.virtualized,
  visibleRows = dataTableDefaults.visibleRows,
  exportFileName,
  printable = dataTableDefaults.printable,
  toolbar,
  initialSort,
  initialView,
  onViewChange,
}: DataTableProps<TRow>): DataTableModel<TRow> {
  const captionId = useId();
  const scroller = useRef<HTMLElement>(null);
  const [query, setQuery] = useState(initialView?.query ?? '');
  // The input answers each keystroke at once; filtering thousands of rows follows when React has time.
  const deferredQuery = useDeferredValue(query);
  // A view from an address may name a column this table does not have (an edited link): it is ignored.
  const isColumn = (id: string) => columns.some((column) => column.id === id);
  const [sorting, setSorting] = useState<SortingState>(() => {
    const sort = initialView?.sort && isColumn(initialView.sort.columnId) ? initialView.sort : initialSort;
    return sort ? [{ id: sort.columnId, desc: sort.direction === 'desc' }] : [];
  });
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>(() =>
    Object.entries(initialView?.filters ?? {})
      .filter(([id]) => isColumn(id))
      .map(([id, value]) => ({ id, value })),
  );
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [pageIndex, setPageIndex] = useState(initialView?.page ?? 0);
  const [pageSize, setPageSize] = useState(
    pageSizeOptions.some((size) => size === initialView?.pageSize) ? initialView!.pageSize! : pageSizeProp,
  );
  const [exporting, setExporting] = useState(false);
  const printing = usePrinting(printable);

  const searchIndex = useMemo(() => buildSearchIndex(rows, columns), [rows, columns]);
  const widest = useMemo(() => widestFigures(rows, columns), [rows, columns]);
  const needle = searchNeedle(deferredQuery);

  // Each column is ranked once per data change. A keystroke then orders the filtered rows by integer
  // rank: no string comparisons, and no copies of TanStack's row objects as its sorted model makes.
  const ranks = useMemo(() => {
    const cache = new Map<string, Int32Array>();
    return (column: DataTableColumn<TRow>): Int32Array => {
      const cached = cache.get(column.id);
      if (cached) return cached;
      const values = rows.map((row) => column.value(row));
      const order = values.map((_, index) => index);
      order.sort((a, b) => compareValues(column.kind ?? 'text', values[a] ?? null, values[b] ?? null) || a - b);
      const rank = new Int32Array(rows.length);
      order.forEach((rowIndex, position) => {
        rank[rowIndex] = position;
      });
      cache.set(column.id, rank);
      return rank;
    };
  }, [rows]);

  const columnDefs = useMemo<ColumnDef<TRow, DataTableValue>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        accessorFn: (row: TRow) => column.value(row),
        header: column.header,
        enableSorting: column.sortable !== false,
        // The first click always sorts ascending, whatever the column holds.
        sortDescFirst: false,
        filterFn: (row: Row<TRow>, id: string, filterValue: string) =>
          String(row.getValue<DataTableValue>(id) ?? '') === filterValue,
      })),
    [columns],
  );

  const table = useReactTable<TRow>({
    data: rows as TRow[],
    columns: columnDefs,
    getRowId: (row) => getRowId(row),
    state: { sorting, columnFilters, rowSelection, globalFilter: needle },
    onSortingChange: setSorting,
    onColumnFiltersChange: setColumnFilters,
    onRowSelectionChange: (updater) => {
      setRowSelection((current) => {
        const next = typeof updater === 'function' ? updater(current) : updater;
        onSelectionChange?.(Object.keys(next).filter((id) => next[id]));
        return next;
      });
    },
    enableRowSelection: selectable,
    // The search runs once per row against its prebuilt index, not once per cell.
    getColumnCanGlobalFilter: (column) => column.id === columns[0]?.id,
    globalFilterFn: (row, _columnId, filterValue: string) => searchIndex[row.index]?.includes(filterValue) ?? false,
    manualSorting: true,
    enableMultiSort: false,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    // Sorting and paging are applied below to the filtered rows, see `ranks`.
  });

  const tableRef = useRef(table);
  tableRef.current = table;
  const toggleRow = useCallback((rowId: string) => tableRef.current.getRow(rowId).toggleSelected(), []);

  const filteredRows = table.getFilteredRowModel().rows;
  const sortEntry = sorting[0];
  const sortColumn = sortEntry ? columns.find((column) => column.id === sortEntry.id) : undefined;
  const matchingRows = useMemo(() => {
    if (!sortEntry || !sortColumn) return filteredRows;
    const rank = ranks(sortColumn);
    const direction = sortEntry.desc ? -1 : 1;
    return [...filteredRows].sort((a, b) => direction * ((rank[a.index] ?? 0) - (rank[b.index] ?? 0)));
  }, [filteredRows, sortEntry, sortColumn, ranks]);
  const total = matchingRows.length;
  const pageCount = virtualized ? 1 : Math.max(1, Math.ceil(total / pageSize));
  // A new search, filter, order or page size starts again from the first page; new data (rows that arrive, a
  // row deleted) keeps the page the person is on.
  const narrowing = JSON.stringify([needle, columnFilters, sorting, pageSize]);
  const [pagedFor, setPagedFor] = useState(narrowing);
  if (pagedFor !== narrowing) {
    setPagedFor(narrowing);
    setPageIndex(0);
  }
  useViewReport(onViewChange, { query: deferredQuery, columnFilters, sorting, pageIndex, pageSize }, initialSort);
  const page = Math.min(pageIndex, pageCount - 1);
  const windowed = virtualized && !printing.active;
  const shownRows =
    virtualized || printing.active ? matchingRows : matchingRows.slice(page * pageSize, (page + 1) * pageSize);

  // Here rather than in the virtual body: the scroller's ref is attached only after its children's layout
  // effects have run, so a virtualizer inside the body would find no scroll element on its first mount.
  const virtualizer = useVirtualizer({
    count: windowed ? shownRows.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });

  const selectedRows = table.getSelectedRowModel().rows.map((row) => row.original);
  const columnCount = columns.length + (selectable ? 1 : 0) + (rowActions ? 1 : 0);
  const minTableWidth =
    rows.length > 0
      ? figuresMinWidth(columns, widest, (selectable ? 1 : 0) + (rowActions ? 1 : 0), {
          inset: cellInset,
          fixed: narrowWidth,
        })
      : undefined;
  const first = total === 0 ? 0 : virtualized ? 1 : page * pageSize + 1;
  const last = virtualized ? total : Math.min(total, (page + 1) * pageSize);
  const filtering = needle !== '' || columnFilters.length > 0;
  const ready = status === 'ready' && rows.length > 0;
  const view: DataTableView =
    status === 'loading'
      ? 'loading'
      : status === 'error'
        ? 'error'
        : rows.length === 0
          ? 'empty'
          : total === 0
            ? 'noResults'
            : 'rows';

  const filterOptions = (filter: DataTableFilter) => {
    if (filter.options) return filter.options;
    const column = columns.find((candidate) => candidate.id === filter.columnId);
    if (column?.statuses) {
      return Object.entries(column.statuses).map(([value, definition]) => ({ value, label: definition.label }));
    }
    const values = new Set(rows.map((row) => String(column?.value(row) ?? '')));
    return [...values]
      .filter((value) => value !== '')
      .sort((a, b) => compareValues('text', a, b))
      .map((value) => ({ value, label: value }));
  };

  const runExport = async () => {
    if (!exportFileName) return;
    setExporting(true);
    try {
      const sheetColumns = exportColumns ?? columns;
      await exportSheet(
        exportFileName,
        caption,
        sheetColumns,
        buildSheetRows(
          matchingRows.map((row) => row.original),
          sheetColumns,
        ),
      );
    } finally {
      setExporting(false);
    }
  };

  const choosePageSize = (size: number) => setPageSize(size);

  const clearSearch = () => {
    setQuery('');
    setColumnFilters([]);
  };

  return {
    caption,
    captionId,
    scroller,
    scrollerHeight: windowed ? `calc(${ROW_HEIGHT}px * ${visibleRows + 1})` : undefined,
    rows,
    columns,
    getRowLabel,
    status,
    errorMessage,
    onRetry,
    emptyState,
    searchable,
    searchPlaceholder,
    filters,
    rowActions,
    rowLink,
    linkColumnId: rowLink ? primaryColumnOf(columns)?.id : undefined,
    minTableWidth,
    selectable,
    bulkActions,
    pageSize,
    choosePageSize,
    virtualized,
    exportFileName,
    toolbar,
    table,
    virtualizer,
    query,
    setQuery,
    deferredQuery,
    needle,
    columnFilters,
    filterOptions,
    toggleRow,
    matchingRows,
    total,
    printable,
    printing: printing.active,
    print: printing.print,
    page,
    pageCount,
    setPageIndex,
    shownRows,
    selectedRows,
    columnCount,
    first,
    last,
    filtering,
    ready,
    view,
    exporting,
    runExport,
    clearSearch,
  };
}
