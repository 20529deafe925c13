import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeStatements, type Statement, statementColumns } from './sample-data';
import type { DataTableProps } from './types';
import { useDataTable } from './useDataTable';

const rows = makeStatements(60);

const render = (props: Partial<DataTableProps<Statement>> = {}) =>
  renderHook((overrides: Partial<DataTableProps<Statement>>) =>
    useDataTable<Statement>({
      caption: 'Estados de cuenta',
      rows,
      columns: statementColumns,
      getRowId: (row) => row.id,
      ...props,
      ...overrides,
    }),
  );

describe('useDataTable', () => {
  it('pages the rows and starts again from the first page when the search changes', () => {
    const { result } = render();
    expect(result.current).toMatchObject({ view: 'rows', total: 60, pageCount: 3, page: 0, first: 1, last: 25 });
    expect(result.current.shownRows.map((row) => row.id)).toEqual(rows.slice(0, 25).map((row) => row.id));

    act(() => result.current.setPageIndex(2));
    expect(result.current).toMatchObject({ page: 2, first: 51, last: 60 });
    expect(result.current.shownRows).toHaveLength(10);

    act(() => result.current.setQuery('suarez'));
    expect(result.current).toMatchObject({ needle: 'suarez', filtering: true, total: 10, page: 0, first: 1, last: 10 });
    expect(result.current.shownRows.every((row) => row.original.owner.endsWith('Suárez'))).toBe(true);

    act(() => result.current.clearSearch());
    expect(result.current).toMatchObject({ query: '', filtering: false, total: 60 });
  });

  it('opens where the person left it, keeps the page when data arrives, and reports each change but not the opening', () => {
    const onViewChange = vi.fn();
    const { result, rerender } = render({
      rows: [],
      status: 'loading',
      onViewChange,
      initialView: {
        query: 'suarez',
        filters: { state: 'late' },
        sort: { columnId: 'amount', direction: 'desc' },
        page: 1,
        pageSize: 50,
      },
    });
    // The rows arrive after the table mounted: the page asked for stays.
    rerender({ rows: makeStatements(3000), status: 'ready' });
    expect(result.current).toMatchObject({ query: 'suarez', pageSize: 50, page: 1 });
    expect(result.current.columnFilters).toEqual([{ id: 'state', value: 'late' }]);
    expect(result.current.table.getState().sorting).toEqual([{ id: 'amount', desc: true }]);
    expect(onViewChange).not.toHaveBeenCalled();

    act(() => result.current.choosePageSize(100));
    expect(result.current).toMatchObject({ pageSize: 100, page: 0 });
    expect(onViewChange).toHaveBeenLastCalledWith({
      query: 'suarez',
      filters: { state: 'late' },
      sort: { columnId: 'amount', direction: 'desc' },
      page: 0,
      pageSize: 100,
    });
    act(() => result.current.clearSearch());
    expect(onViewChange).toHaveBeenLastCalledWith(expect.objectContaining({ query: '', filters: {} }));
  });

  it('orders by the initial sort and filters by a column', () => {
    const { result } = render({ initialSort: { columnId: 'amount', direction: 'desc' } });
    const amounts = result.current.matchingRows.map((row) => row.original.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));

    act(() => result.current.table.getColumn('state')?.setFilterValue('late'));
    expect(result.current.total).toBe(20);
    expect(result.current.matchingRows.every((row) => row.original.state === 'late')).toBe(true);
    expect(result.current.filtering).toBe(true);
  });

  it('offers a status column its labels and any other column its distinct values', () => {
    const { result } = render();
    expect(result.current.filterOptions({ columnId: 'state', label: 'Estado' })).toEqual([
      { value: 'paid', label: 'Pagado' },
      { value: 'pending', label: 'Pendiente' },
      { value: 'late', label: 'Vencido' },
    ]);
    expect(result.current.filterOptions({ columnId: 'tower', label: 'Torre' }).map((option) => option.value)).toEqual([
      'Torre A',
      'Torre B',
      'Torre C',
      'Torre D',
    ]);
  });

  it('tells the body what to show', () => {
    const { result, rerender } = render();
    rerender({ status: 'loading', rows: [] });
    expect(result.current).toMatchObject({ view: 'loading', ready: false });
    rerender({ status: 'error', rows: [] });
    expect(result.current.view).toBe('error');
    rerender({ rows: [] });
    expect(result.current).toMatchObject({ view: 'empty', ready: false });
    rerender({});
    act(() => result.current.setQuery('zabala'));
    expect(result.current).toMatchObject({ view: 'noResults', ready: true, total: 0, first: 0 });
  });

  it('reports the selected ids and keeps the row toggle stable for the memoized rows', () => {
    const onSelectionChange = vi.fn();
    const { result } = render({ selectable: true, onSelectionChange, rowActions: () => [] });
    const { toggleRow } = result.current;
    expect(result.current.columnCount).toBe(statementColumns.length + 2);

    act(() => result.current.toggleRow('2'));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['2']);
    expect(result.current.selectedRows.map((row) => row.id)).toEqual(['2']);

    act(() => result.current.setQuery('torre'));
    expect(result.current.toggleRow).toBe(toggleRow);
  });

  it('prints every matching row in order, whether from «Imprimir» or Ctrl+P, and is back on its page afterwards', () => {
    let printed: string[] = [];
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      printed = result.current.shownRows.map((row) => row.id);
    });
    const { result } = render({
      printable: true,
      pageSize: 10,
      initialSort: { columnId: 'amount', direction: 'desc' },
    });
    try {
      act(() => result.current.table.getColumn('state')?.setFilterValue('late'));
      act(() => result.current.setPageIndex(1));
      expect(result.current).toMatchObject({ total: 20, page: 1, printing: false });

      act(() => result.current.print());
      expect(print).toHaveBeenCalledOnce();
      expect(printed).toEqual(result.current.matchingRows.map((row) => row.id));
      expect(printed).toHaveLength(20);

      act(() => {
        window.dispatchEvent(new Event('afterprint'));
      });
      expect(result.current).toMatchObject({ printing: false, page: 1 });
      expect(result.current.shownRows).toHaveLength(10);

      act(() => {
        window.dispatchEvent(new Event('beforeprint'));
      });
      expect(result.current.printing).toBe(true);
      expect(result.current.shownRows).toHaveLength(20);
      act(() => {
        window.dispatchEvent(new Event('afterprint'));
      });
      expect(result.current.shownRows).toHaveLength(10);
    } finally {
      print.mockRestore();
    }
  });

  it('prints a virtualized table whole, outside its scrolling box; a table without «Imprimir» ignores Ctrl+P', () => {
    const { result } = render({ printable: true, virtualized: true, visibleRows: 12 });
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(result.current).toMatchObject({ printing: true, scrollerHeight: undefined });
    expect(result.current.shownRows).toHaveLength(60);

    const plain = render();
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(plain.result.current).toMatchObject({ printable: false, printing: false });
    expect(plain.result.current.shownRows).toHaveLength(25);
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(result.current.printing).toBe(false);
  });

  it('shows every matching row in one scrolling box when virtualized', () => {
    const { result } = render({ virtualized: true, visibleRows: 12, pageSize: 10 });
    expect(result.current).toMatchObject({ pageCount: 1, first: 1, last: 60, scrollerHeight: 'calc(40px * 13)' });
    expect(result.current.shownRows).toHaveLength(60);
  });
});
