import type { DataTableViewState } from '@horizontal/ui';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list's view in its address (issue #30): `?buscar=ana&filtro.status=active&orden=-name&pagina=2&filas=50`, so
 * that Back from a record, a reload and a pasted link show the list as the person left it. The order is a column's
 * id, after a «-» when descending; the page counts from 1. What is at its default is left out, and the address's
 * other parameters (a record's id, «sin=telefono») are kept. The table ignores a column it does not have.
 */
const names = { query: 'buscar', sort: 'orden', page: 'pagina', pageSize: 'filas' } as const;
const filterPrefix = 'filtro.';
const isOwn = (name: string) => name.startsWith(filterPrefix) || (Object.values(names) as string[]).includes(name);

const positive = (text: string | null): number | undefined => {
  const number = Number(text);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

export const viewFromSearch = (params: URLSearchParams): Partial<DataTableViewState> => {
  const query = params.get(names.query);
  const sort = params.get(names.sort);
  const page = positive(params.get(names.page));
  const pageSize = positive(params.get(names.pageSize));
  const filters = Object.fromEntries(
    [...params]
      .filter(([name, value]) => name.startsWith(filterPrefix) && value)
      .map(([name, value]) => [name.slice(filterPrefix.length), value]),
  );
  return {
    ...(query ? { query } : {}),
    ...(Object.keys(filters).length > 0 ? { filters } : {}),
    ...(sort ? { sort: { columnId: sort.replace(/^-/, ''), direction: sort.startsWith('-') ? 'desc' : 'asc' } } : {}),
    ...(page ? { page: page - 1 } : {}),
    ...(pageSize ? { pageSize } : {}),
  };
};

export const searchWithView = (current: URLSearchParams, view: DataTableViewState): URLSearchParams => {
  const next = new URLSearchParams([...current].filter(([name]) => !isOwn(name)));
  if (view.query.trim()) next.set(names.query, view.query);
  for (const [id, value] of Object.entries(view.filters)) if (value) next.set(`${filterPrefix}${id}`, value);
  if (view.sort) next.set(names.sort, `${view.sort.direction === 'desc' ? '-' : ''}${view.sort.columnId}`);
  if (view.page > 0) next.set(names.page, String(view.page + 1));
  if (view.pageSize !== 25) next.set(names.pageSize, String(view.pageSize));
  return next;
};

/**
 * The `view` and `onViewChange` of a list page: read once when the page opens, written on each change in place
 * (a replace, not a new history entry, so that Back leaves the list instead of undoing a keystroke).
 */
export const useListView = () => {
  const [params, setParams] = useSearchParams();
  const [view] = useState(() => viewFromSearch(params));
  const onViewChange = useCallback(
    (next: DataTableViewState) => setParams((current) => searchWithView(current, next), { replace: true }),
    [setParams],
  );
  return { view, onViewChange };
};
