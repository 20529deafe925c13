import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazy-screen';
import { RouteError } from './RouteError';

const mount = (Screen: ReturnType<typeof lazyScreen>) => {
  const router = createMemoryRouter([{ path: '/', element: <Screen />, errorElement: <RouteError /> }]);
  render(
    <Suspense fallback={<p>Cargando pantalla…</p>}>
      <RouterProvider router={router} />
    </Suspense>,
  );
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a screen whose chunk does not arrive', () => {
  it('offers a reload when the chunk fails, instead of a blank page', async () => {
    mount(lazyScreen(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /a.js'))));
    expect(await screen.findByText('No se pudo cargar la pantalla')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recargar la página' })).toBeInTheDocument();
  });

  it('gives up after the timeout (120 s in the app) and offers the reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mount(lazyScreen(() => new Promise<never>(() => {}), 120_000));
    expect(screen.getByText('Cargando pantalla…')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(119_000);
    expect(screen.queryByText('No se pudo cargar la pantalla')).toBeNull();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await screen.findByText('No se pudo cargar la pantalla')).toBeInTheDocument();
  });

  it('says something else went wrong for an error that is not a chunk', async () => {
    function Broken(): never {
      throw new Error('Cannot read properties of undefined');
    }
    mount(lazyScreen(async () => ({ default: Broken })));
    expect(await screen.findByText('Algo salió mal')).toBeInTheDocument();
  });
});
