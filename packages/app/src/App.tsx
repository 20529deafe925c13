import { Spinner, Toaster } from '@horizontal/ui';
import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { usePush } from './push/usePush';
import { createAppRouter } from './router';
import { type DeviceTokenSource, SessionProvider } from './session/SessionProvider';

export type AppProps = { deviceToken: DeviceTokenSource };

/** Listens for pushes while a session is open: it needs the session and the toaster above it. */
function PushListener() {
  usePush();
  return null;
}

export function App({ deviceToken }: AppProps) {
  const [router] = useState(createAppRouter);
  return (
    <SessionProvider deviceToken={deviceToken}>
      <Toaster>
        <PushListener />
        <Suspense fallback={<Spinner size="lg" label="Cargando pantalla…" />}>
          <RouterProvider router={router} />
        </Suspense>
      </Toaster>
    </SessionProvider>
  );
}
