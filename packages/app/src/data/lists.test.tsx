import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { listQuery, useListWrites } from './lists';
import { createQueryClient } from './query-client';
import { remoteOf } from './remote';

type Unit = { id: number; number: string; status: number };
type UnitsAnswer = { ok: true; message: string; units: Unit[] } | { ok: false; message: string };

const ok = <Fields extends object>(fields: Fields) => ({ ok: true as const, message: 'Listo.', ...fields });
const refused = (message: string) => ({ ok: false as const, message });

/** A complejo's units and its pantries, each list loaded through a counted loader. */
const setUp = (units: Unit[]) => {
  const loadUnits = vi.fn(async (): Promise<UnitsAnswer> => ok({ units: units.map((unit) => ({ ...unit })) }));
  const loadPantries = vi.fn(async () => ok({ pantries: [{ id: 1, number: 'D1' }] }));
  const unitsList = listQuery(['building', 7, 'units'], loadUnits, 'units');
  const pantriesList = listQuery(['building', 7, 'pantries'], loadPantries, 'pantries');
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    // As a screen does: what it renders is read from the query on every render.
    () => ({
      units: remoteOf(useQuery(unitsList)),
      pantries: remoteOf(useQuery(pantriesList)),
      writes: useListWrites(unitsList, ['building', 7]),
    }),
    { wrapper },
  );
  return { result, loadUnits, loadPantries, client, unitsList };
};

const rowsOf = (remote: { status: string; units?: Unit[] }) => remote.units;

const seed: Unit[] = [
  { id: 1, number: '101', status: 1 },
  { id: 2, number: '102', status: 1 },
];

describe('lists in the query cache', () => {
  it('gives the screen the answer’s own field, without the envelope', async () => {
    const { result } = setUp(seed);
    expect(result.current.units).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.units.status === 'ready').toBe(true));
    expect(result.current.units).toEqual({ status: 'ready', units: seed });
  });

  it('shows a refusal as the server’s message and does not retry it on its own', async () => {
    const load = vi.fn(async () => refused('No tiene acceso a ese complejo.'));
    const client = createQueryClient();
    const { result } = renderHook(() => useQuery(listQuery(['building', 9, 'units'], load, 'message')), {
      wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(remoteOf(result.current)).toEqual({ status: 'error', message: 'No tiene acceso a ese complejo.' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('writes a changed row from the server’s answer, without loading the list again', async () => {
    const { result, loadUnits, loadPantries } = setUp(seed);
    await waitFor(() =>
      expect(result.current.units.status === 'ready' && result.current.pantries.status === 'ready').toBe(true),
    );
    await act(() => result.current.writes.replaced(Promise.resolve(ok({ unit: { ...seed[1]!, status: 2 } })), 'unit'));
    await waitFor(() => expect(rowsOf(result.current.units)).toEqual([seed[0], { ...seed[1], status: 2 }]));
    expect(loadUnits).toHaveBeenCalledTimes(1);
    // The complejo's other lists may show that row: they are refreshed.
    await waitFor(() => expect(loadPantries).toHaveBeenCalledTimes(2));
  });

  it('adds a created row at once and marks the list for a refresh when it is next shown', async () => {
    const { result, loadUnits, client, unitsList } = setUp(seed);
    await waitFor(() => expect(result.current.units.status === 'ready').toBe(true));
    const created = { id: 3, number: '201', status: 1 };
    await act(() => result.current.writes.added(Promise.resolve(ok({ unit: created })), 'unit'));
    await waitFor(() => expect(rowsOf(result.current.units)?.map((unit) => unit.id)).toEqual([1, 2, 3]));
    expect(client.getQueryState(unitsList.queryKey)?.isInvalidated).toBe(true);
    expect(loadUnits).toHaveBeenCalledTimes(1);
  });

  it('takes a deleted row out of the list', async () => {
    const { result } = setUp(seed);
    await waitFor(() => expect(result.current.units.status === 'ready').toBe(true));
    await act(() => result.current.writes.removed(Promise.resolve(ok({})), 1));
    await waitFor(() => expect(rowsOf(result.current.units)?.map((unit) => unit.id)).toEqual([2]));
  });

  it('leaves the cache as it was when the server refuses, and hands the refusal back', async () => {
    const { result, loadPantries } = setUp(seed);
    await waitFor(() =>
      expect(result.current.units.status === 'ready' && result.current.pantries.status === 'ready').toBe(true),
    );
    const answer = await act(() =>
      result.current.writes.removed(Promise.resolve(refused('No se puede eliminar el apartamento 101.')), 1),
    );
    expect(answer).toEqual(refused('No se puede eliminar el apartamento 101.'));
    expect(rowsOf(result.current.units)).toEqual(seed);
    expect(loadPantries).toHaveBeenCalledTimes(1);
  });
});
