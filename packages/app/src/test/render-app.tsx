import type { SessionUser } from '@horizontal/domain';
import { Toaster } from '@horizontal/ui';
import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../router';
import { SessionProvider } from '../session/SessionProvider';

/**
 * The app's real routes, guards and session in a memory router, as main.tsx mounts them. The test file
 * replaces `../api` with vi.mock, so what the "server" answers is the test's own.
 */
export const renderApp = (path: string, deviceToken: () => Promise<string | null> = async () => 'dispositivo-1') => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <SessionProvider deviceToken={deviceToken}>
      <Toaster>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </Toaster>
    </SessionProvider>,
  );
  return { router, ...view };
};

/** A signed-in tab: the token the server gave is in sessionStorage (SPEC §4). */
export const withToken = (token = 'token-de-prueba') => sessionStorage.setItem('horizontal.token', token);

export const dataAnswer = (user: SessionUser) => ({ ok: true as const, message: 'OK', user });
