import { ThemeRoot } from '@horizontal/ui';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { appStartEvent } from './prerendered-pages/start-app';
import { pushDeviceToken } from './push/push-config';

const mockMode = import.meta.env.VITE_MOCK === 'true';
const MockBanner = lazy(() => import('./layout/MockBanner'));

/** Mock mode (`npm run dev:mock`): the whole app against mocks/ through MSW, no server. */
const startMocks = async () => {
  if (!mockMode) return;
  const { worker } = await import('@horizontal/mocks/browser');
  await worker.start({ onUnhandledRequest: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' }, quiet: true });
};

void startMocks().then(() => {
  // A page sent drawn (prerendered-pages/) that started the app lets go of the root: the app draws from scratch.
  window.dispatchEvent(new Event(appStartEvent));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ThemeRoot>
        <App deviceToken={pushDeviceToken} />
        {mockMode && (
          <Suspense>
            <MockBanner />
          </Suspense>
        )}
      </ThemeRoot>
    </StrictMode>,
  );
});
