import { adminUser } from '@horizontal/mocks/fixtures';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { SessionProvider, useSession } from '../session/SessionProvider';
import { dataAnswer, withToken } from '../test/render-app';
import { useTileQuery } from './module-tile';

vi.mock('../api', () => ({
  api: { auth: { data: vi.fn(), signout: vi.fn() }, notifications: { delete: vi.fn() } },
}));

const load = vi.fn(async () => ({ units: 1 }));
let session: ReturnType<typeof useSession>;

/** A tile of a module whose notifications are of type 1, drawn once signed in as Inicio draws it. */
function SignedIn() {
  session = useSession();
  return session.state.status === 'authenticated' ? <Tile /> : null;
}

function Tile() {
  const query = useTileQuery({ queryKey: ['summary'], queryFn: load }, 1);
  return <p>{query.data ? `cifras ${query.data.units}` : 'cargando'}</p>;
}

const notification = (typeId: number, id: number) => ({ id, date: '2026-11-20', title: 'Aviso', text: 'Algo', typeId });

beforeEach(() => {
  sessionStorage.clear();
  withToken();
  vi.mocked(api.auth.data).mockResolvedValue(dataAnswer(adminUser));
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('a tile’s summary', () => {
  it('is asked again when a notification of its module arrives, and only then', async () => {
    render(
      <SessionProvider deviceToken={async () => null}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } })}>
          <SignedIn />
        </QueryClientProvider>
      </SessionProvider>,
    );
    await screen.findByText('cifras 1');
    expect(load).toHaveBeenCalledTimes(1);

    act(() => session.addNotification(notification(3, 90)));
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);

    load.mockResolvedValueOnce({ units: 2 });
    act(() => session.addNotification(notification(1, 91)));
    await screen.findByText('cifras 2');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
