import { Spinner } from '@horizontal/ui';
import { type ComponentType, type ReactNode, Suspense, startTransition, useCallback, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { prefetchInicio } from './pages/inicio-prefetch';
import type { PushToasterProps } from './push/PushToaster';
import { createAppRouter } from './router';
import { type DeviceTokenSource, SessionProvider, useSession } from './session/SessionProvider';

export type AppProps = { deviceToken: DeviceTokenSource };

type Frame = ComponentType<PushToasterProps>;

/**
 * Puts the toaster around the routes once a session opens, and keeps it there. Wrapping remounts the routes, so
 * it happens once and as a transition: the routes are set aside (a spinner, for a moment) rather than shown
 * without the toaster that signed-in screens need, and the transition then keeps that spinner, instead of a
 * Suspense fallback, until the first signed-in screen is ready.
 */
function ToasterOnceSignedIn({ Toaster, children }: { Toaster: Frame | null; children: ReactNode }) {
  const { state } = useSession();
  const [wrapped, setWrapped] = useState(false);
  const waiting = !wrapped && state.status === 'authenticated';
  useEffect(() => {
    if (waiting && Toaster) startTransition(() => setWrapped(true));
  }, [waiting, Toaster]);
  if (waiting) return <Spinner size="lg" label="Cargando su sesión…" />;
  return wrapped && Toaster ? <Toaster>{children}</Toaster> : children;
}

export function App({ deviceToken }: AppProps) {
  const [router] = useState(createAppRouter);
  const [Toaster, setToaster] = useState<Frame | null>(null);
  // The session waits for this before it opens, so the toaster is there for the first signed-in screen. The
  // signed-in frame, around nearly every such screen, is fetched along with the user instead of after it.
  const prepareSignedIn = useCallback(async () => {
    const [{ PushToaster }] = await Promise.all([import('./push/PushToaster'), import('./layout/SignedInLayout')]);
    setToaster(() => PushToaster);
  }, []);
  return (
    <SessionProvider deviceToken={deviceToken} prepareSignedIn={prepareSignedIn} onUserKnown={prefetchInicio}>
      {/* Above the wrapper, not inside it: a boundary that mounts with the wrapped routes would show its fallback. */}
      <Suspense fallback={<Spinner size="lg" label="Cargando pantalla…" />}>
        <ToasterOnceSignedIn Toaster={Toaster}>
          <RouterProvider router={router} />
        </ToasterOnceSignedIn>
      </Suspense>
    </SessionProvider>
  );
}
