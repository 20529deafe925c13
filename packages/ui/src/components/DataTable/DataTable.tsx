import {
  type ColumnDef,
  type ColumnFiltersState,
  getCoreRowModel,
  getFilteredRowModel,
  type Row,
  type RowSelectionState,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, type ReactNode, useCallback, useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { cx } from '../../internal/cx';
import { searchNeedle } from '../../internal/search';
import { visuallyHidden } from '../../theme/visually-hidden.css';
import { Button } from '../Button';
import { DropdownMenu } from '../DropdownMenu';
import { EmptyState } from '../EmptyState';
import { control } from '../Field/Field.css';
import { Icon } from '../Icon';
import { InlineAlert } from '../InlineAlert';
import { Select } from '../Select';
import { Skeleton } from '../Skeleton';
import { StatusBadge } from '../StatusBadge';
import {
  buildSearchIndex,
  buildSheetRows,
  compareValues,
  countResults,
  type DataTableColumn,
  type DataTableValue,
  describeRange,
  formatValue,
} from './columns';
import * as styles from './DataTable.css';
import { exportSheet } from './exportSheet';

export type DataTableRowAction = {
  label: string;
  onSelect: () => void;
  tone?: 'default' | 'danger';
  disabled?: boolean;
};

export type DataTableFilter = {
  columnId: string;
  label: string;
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
  /** More buttons at the end of the toolbar. */
  toolbar?: ReactNode;
  initialSort?: { columnId: string; direction: 'asc' | 'desc' };
};

// Must match vars.size.row: the virtualizer needs the row height as a number before anything is measured.
const ROW_HEIGHT = 40;
const ALL = '__all';

const alignOf = (kind: DataTableColumn<unknown>['kind']) =>
  kind === 'currency' || kind === 'number' ? 'end' : 'start';

function CellContent<TRow>({ column, row }: { column: DataTableColumn<TRow>; row: TRow }) {
  if (column.render) return <>{column.render(row)}</>;
  const value = column.value(row);
  if (column.kind === 'status' && value !== null) {
    const status = column.statuses?.[String(value)];
    return <StatusBadge label={status?.label ?? String(value)} tone={status?.tone ?? 'neutral'} />;
  }
  const text = formatValue(column, value);
  if (column.kind === 'currency' && typeof value === 'number' && value < 0) {
    return <span className={styles.negative}>{text}</span>;
  }
  return <>{text}</>;
}

/**
 * A plain button until it is first used: a Radix menu per visible row (listeners, popper state) made
 * typing in the search box and scrolling 10,000 rows measurably slower, so the menu mounts on demand
 * and opens at once.
 */
function RowActions({ label, actions }: { label: string; actions: readonly DataTableRowAction[] }) {
  const [armed, setArmed] = useState(false);
  const trigger = (onClick?: () => void) => (
    <Button
      variant="ghost"
      size="sm"
      iconOnly
      aria-label={`Acciones para ${label}`}
      aria-haspopup="menu"
      aria-expanded={armed ? undefined : false}
      onClick={onClick}
    >
      <Icon name="more" />
    </Button>
  );
  if (!armed) return trigger(() => setArmed(true));
  return (
    <DropdownMenu
      defaultOpen
      trigger={trigger()}
      items={actions.map((action) => ({
        label: action.label,
        onSelect: action.onSelect,
        tone: action.tone,
        disabled: action.disabled,
      }))}
    />
  );
}

type DataRowProps<TRow> = {
  /** The row's data and id rather than TanStack's row object, so that the memo holds across re-renders. */
  original: TRow;
  rowId: string;
  onToggle: (rowId: string) => void;
  index: number;
  selected: boolean;
  columns: readonly DataTableColumn<TRow>[];
  selectable: boolean;
  rowLabel: string;
  rowActions: ((row: TRow) => readonly DataTableRowAction[]) | undefined;
};

function DataRowView<TRow>({
  original,
  rowId,
  onToggle,
  index,
  selected,
  columns,
  selectable,
  rowLabel,
  rowActions,
}: DataRowProps<TRow>) {
  const actions = rowActions ? rowActions(original) : null;
  return (
    <tr
      className={styles.row}
      aria-rowindex={index + 2}
      aria-selected={selectable ? selected : undefined}
      data-selected={selected}
    >
      {selectable && (
        <td className={styles.cell({ narrow: true })}>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={selected}
            aria-label={`Seleccionar ${rowLabel}`}
            onChange={() => onToggle(rowId)}
          />
        </td>
      )}
      {columns.map((column) => (
        <td key={column.id} className={styles.cell({ align: alignOf(column.kind) })}>
          <CellContent column={column} row={original} />
        </td>
      ))}
      {actions && (
        <td className={styles.cell({ narrow: true })}>
          {actions.length > 0 && <RowActions label={rowLabel} actions={actions} />}
        </td>
      )}
    </tr>
  );
}

// Rows re-render only when their data or selection changes, not on every keystroke in the search box.
const DataRow = memo(DataRowView) as typeof DataRowView;

function SpacerRow({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr>
      <td className={styles.spacer} colSpan={columns} style={{ height }} />
    </tr>
  );
}

/**
 * The list of every screen: typed columns, sort, search, filters, pagination or virtual scrolling,
 * selection, row actions, its empty, loading and error states, and export to Excel.
 */
export function DataTable<TRow>({
  caption,
  rows,
  columns,
  getRowId,
  getRowLabel,
  status = 'ready',
  errorMessage = 'No se pudieron cargar los datos.',
  onRetry,
  emptyState,
  searchable = true,
  searchPlaceholder = 'Buscar',
  filters = [],
  rowActions,
  selectable = false,
  onSelectionChange,
  bulkActions,
  pageSize = 25,
  virtualized = false,
  visibleRows = 12,
  exportFileName,
  toolbar,
  initialSort,
}: DataTableProps<TRow>) {
  const captionId = useId();
  const scroller = useRef<HTMLElement>(null);
  const [query, setQuery] = useState('');
  // The input answers each keystroke at once; filtering thousands of rows follows when React has time.
  const deferredQuery = useDeferredValue(query);
  const [sorting, setSorting] = useState<SortingState>(
    initialSort ? [{ id: initialSort.columnId, desc: initialSort.direction === 'desc' }] : [],
  );
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [pageIndex, setPageIndex] = useState(0);
  const [exporting, setExporting] = useState(false);

  const searchIndex = useMemo(() => buildSearchIndex(rows, columns), [rows, columns]);
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
  // A new search, filter or order starts again from the first page.
  const [pagedFor, setPagedFor] = useState(matchingRows);
  if (pagedFor !== matchingRows) {
    setPagedFor(matchingRows);
    setPageIndex(0);
  }
  const page = Math.min(pageIndex, pageCount - 1);
  const shownRows = virtualized ? matchingRows : matchingRows.slice(page * pageSize, (page + 1) * pageSize);

  const virtualizer = useVirtualizer({
    count: virtualized ? shownRows.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const virtualItems = virtualizer.getVirtualItems();
  const paddingTop = virtualized && virtualItems.length > 0 ? (virtualItems[0]?.start ?? 0) : 0;
  const paddingBottom =
    virtualized && virtualItems.length > 0
      ? virtualizer.getTotalSize() - (virtualItems[virtualItems.length - 1]?.end ?? 0)
      : 0;
  const rendered = virtualized
    ? virtualItems.flatMap((item) => {
        const row = shownRows[item.index];
        return row ? [{ row, index: item.index }] : [];
      })
    : shownRows.map((row, index) => ({ row, index: page * pageSize + index }));

  const selectedRows = table.getSelectedRowModel().rows.map((row) => row.original);
  const columnCount = columns.length + (selectable ? 1 : 0) + (rowActions ? 1 : 0);
  const first = total === 0 ? 0 : virtualized ? 1 : page * pageSize + 1;
  const last = virtualized ? total : Math.min(total, (page + 1) * pageSize);
  const filtering = needle !== '' || columnFilters.length > 0;

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
      await exportSheet(
        exportFileName,
        caption,
        columns,
        buildSheetRows(
          matchingRows.map((row) => row.original),
          columns,
        ),
      );
    } finally {
      setExporting(false);
    }
  };

  const clearSearch = () => {
    setQuery('');
    setColumnFilters([]);
  };

  const body = (() => {
    if (status === 'loading') {
      return Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows
        <tr key={index} className={styles.row}>
          <td className={styles.cell({})} colSpan={columnCount}>
            <Skeleton width={index % 2 === 0 ? 'full' : 'threeQuarters'} />
          </td>
        </tr>
      ));
    }
    if (status === 'error') {
      return (
        <tr>
          <td className={styles.state} colSpan={columnCount}>
            <InlineAlert tone="danger" title="No se pudo mostrar la lista">
              {errorMessage}
              {onRetry && (
                <div>
                  <Button variant="secondary" size="sm" onClick={onRetry}>
                    Reintentar
                  </Button>
                </div>
              )}
            </InlineAlert>
          </td>
        </tr>
      );
    }
    if (rows.length === 0) {
      return (
        <tr>
          <td colSpan={columnCount}>
            <EmptyState
              title={emptyState?.title ?? 'Todavía no hay datos'}
              description={emptyState?.description}
              action={emptyState?.action}
              headingLevel={3}
            />
          </td>
        </tr>
      );
    }
    if (total === 0) {
      return (
        <tr>
          <td colSpan={columnCount}>
            <EmptyState
              icon="search"
              headingLevel={3}
              title={needle ? `No hay resultados para «${deferredQuery.trim()}»` : 'No hay filas con esos filtros'}
              description="Revise lo que escribió o quite los filtros."
              action={
                <Button variant="secondary" onClick={clearSearch}>
                  Limpiar búsqueda y filtros
                </Button>
              }
            />
          </td>
        </tr>
      );
    }
    return (
      <>
        <SpacerRow height={paddingTop} columns={columnCount} />
        {rendered.map(({ row, index }) => (
          <DataRow
            key={row.id}
            original={row.original}
            rowId={row.id}
            onToggle={toggleRow}
            index={index}
            selected={row.getIsSelected()}
            columns={columns}
            selectable={selectable}
            rowLabel={getRowLabel ? getRowLabel(row.original) : `la fila ${index + 1}`}
            rowActions={rowActions}
          />
        ))}
        <SpacerRow height={paddingBottom} columns={columnCount} />
      </>
    );
  })();

  const ready = status === 'ready' && rows.length > 0;

  return (
    <div className={styles.root} data-slot="data-table">
      {(searchable || filters.length > 0 || exportFileName || toolbar) && (
        <div className={styles.toolbar}>
          {searchable && (
            <div className={styles.search}>
              <span className={styles.searchIcon}>
                <Icon name="search" />
              </span>
              <input
                className={cx(control({ size: 'md' }), styles.searchInput)}
                type="search"
                aria-label={`Buscar en ${caption.toLowerCase()}`}
                placeholder={searchPlaceholder}
                value={query}
                disabled={!ready}
                onChange={(event) => setQuery(event.target.value)}
              />
            </div>
          )}
          {filters.map((filter) => {
            const current = columnFilters.find((item) => item.id === filter.columnId)?.value;
            return (
              <div key={filter.columnId} className={styles.filter}>
                <Select
                  label={filter.label}
                  size="md"
                  value={typeof current === 'string' ? current : ALL}
                  options={[{ value: ALL, label: 'Todos' }, ...filterOptions(filter)]}
                  disabled={!ready}
                  onChange={(value) =>
                    table.getColumn(filter.columnId)?.setFilterValue(value === ALL ? undefined : value)
                  }
                />
              </div>
            );
          })}
          <div className={styles.toolbarEnd}>
            {toolbar}
            {exportFileName && (
              <Button
                variant="secondary"
                disabled={!ready || total === 0}
                loading={exporting}
                onClick={() => void runExport()}
              >
                <Icon name="download" size="sm" />
                Exportar a Excel
              </Button>
            )}
          </div>
        </div>
      )}
      {selectable && selectedRows.length > 0 && (
        <div className={styles.selection}>
          <span>
            {selectedRows.length === 1 ? '1 fila seleccionada' : `${selectedRows.length} filas seleccionadas`}
          </span>
          {bulkActions?.(selectedRows)}
          <Button variant="ghost" size="sm" onClick={() => table.resetRowSelection()}>
            Quitar selección
          </Button>
        </div>
      )}
      <section
        ref={scroller}
        className={styles.scroller}
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable with the keyboard to be scrolled
        tabIndex={0}
        style={virtualized ? { height: `calc(${ROW_HEIGHT}px * ${visibleRows + 1})` } : undefined}
      >
        <table
          className={styles.table}
          aria-rowcount={ready ? total + 1 : undefined}
          aria-busy={status === 'loading' || undefined}
        >
          <caption id={captionId} className={visuallyHidden}>
            {caption}
          </caption>
          <thead>
            <tr aria-rowindex={1}>
              {selectable && (
                <th scope="col" className={styles.headerCell({ narrow: true })}>
                  <input
                    type="checkbox"
                    className={styles.checkbox}
                    aria-label="Seleccionar todas las filas"
                    disabled={!ready}
                    checked={table.getIsAllRowsSelected()}
                    ref={(input) => {
                      if (input) input.indeterminate = table.getIsSomeRowsSelected();
                    }}
                    onChange={table.getToggleAllRowsSelectedHandler()}
                  />
                </th>
              )}
              {table.getHeaderGroups()[0]?.headers.map((header) => {
                const column = columns.find((candidate) => candidate.id === header.column.id);
                const sorted = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={styles.headerCell({ align: alignOf(column?.kind) })}
                    style={column?.width ? { width: column.width } : undefined}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {header.column.getCanSort() && ready ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        data-sorted={sorted !== false}
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        {column?.header}
                        <span className={styles.sortIcon}>
                          <Icon
                            name={sorted === 'asc' ? 'sortAsc' : sorted === 'desc' ? 'sortDesc' : 'sort'}
                            size="sm"
                          />
                        </span>
                      </button>
                    ) : (
                      column?.header
                    )}
                  </th>
                );
              })}
              {rowActions && (
                <th scope="col" className={styles.headerCell({ narrow: true })}>
                  <span className={visuallyHidden}>Acciones</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
      </section>
      {ready && (
        <div className={styles.footer}>
          <span aria-hidden="true">{describeRange(first, last, total)}</span>
          {!virtualized && pageCount > 1 && (
            <nav className={styles.pager} aria-label={`Páginas de ${caption.toLowerCase()}`}>
              <Button
                variant="ghost"
                size="sm"
                iconOnly
                aria-label="Primera página"
                disabled={page === 0}
                onClick={() => setPageIndex(0)}
              >
                <Icon name="chevronLeft" size="sm" />
                <Icon name="chevronLeft" size="sm" />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                iconOnly
                aria-label="Página anterior"
                disabled={page === 0}
                onClick={() => setPageIndex(page - 1)}
              >
                <Icon name="chevronLeft" size="sm" />
              </Button>
              <span className={styles.pageText}>
                Página {page + 1} de {pageCount}
              </span>
              <Button
                variant="ghost"
                size="sm"
                iconOnly
                aria-label="Página siguiente"
                disabled={page >= pageCount - 1}
                onClick={() => setPageIndex(page + 1)}
              >
                <Icon name="chevronRight" size="sm" />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                iconOnly
                aria-label="Última página"
                disabled={page >= pageCount - 1}
                onClick={() => setPageIndex(pageCount - 1)}
              >
                <Icon name="chevronRight" size="sm" />
                <Icon name="chevronRight" size="sm" />
              </Button>
            </nav>
          )}
        </div>
      )}
      <p className={visuallyHidden} role="status">
        {ready && filtering ? countResults(total) : ''}
      </p>
    </div>
  );
}
