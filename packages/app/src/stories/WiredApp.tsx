import { Toaster } from '@horizontal/ui';
import { Suspense, useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../router';
import { buildingStorage } from '../session/building-storage';
import { SessionProvider } from '../session/SessionProvider';
import { tokenStorage } from '../session/token-storage';

export type WiredAppProps = {
  /** Where the tab opens, e.g. '/residentes/listado'. */
  path: string;
  /** The signed-in user's mock token (`mock-token-<userId>-<n>`, as the mocks' sign-in gives it); none: signed out. */
  token?: string;
  /** The complejo chosen in the tab, for modules that need one. */
  buildingId?: number;
  /**
   * Called with the address (path and search) at each navigation: a memory router's address is nowhere in the
   * window, and a play that checks what a page keeps in it (the year of Contabilidad) reads it here.
   */
  onLocationChange?: (address: string) => void;
};

/**
 * The app as a tab runs it (its routes, guards, session, menus and pages) in a memory router, for flow stories: every
 * call goes through @horizontal/api to the MSW handlers of mocks/ that Storybook's preview installs.
 */
export function WiredApp({ path, token, buildingId, onLocationChange }: WiredAppProps) {
  const [router] = useState(() => {
    sessionStorage.clear();
    if (token) tokenStorage.set(token);
    buildingStorage.forgetLast();
    buildingStorage.set(buildingId ?? null);
    return createMemoryRouter(routes, { initialEntries: [path] });
  });
  useEffect(
    () =>
      onLocationChange &&
      router.subscribe(({ location }) => onLocationChange(`${location.pathname}${location.search}`)),
    [router, onLocationChange],
  );
  return (
    <SessionProvider deviceToken={async () => null}>
      <Toaster>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </Toaster>
    </SessionProvider>
  );
}
