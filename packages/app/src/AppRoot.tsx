import { ThemeRoot } from '@horizontal/ui';
import { lazy, type ReactNode, StrictMode, Suspense } from 'react';
import { App } from './App';
import { pushDeviceToken } from './push/push-config';

const mockMode = import.meta.env.VITE_MOCK === 'true';
const MockBanner = lazy(() => import('./layout/MockBanner'));

/** The whole tree, the same in the browser and when a public page is rendered in advance (prerender/). */
export function AppRoot({ routes }: { routes?: ReactNode }) {
  return (
    <StrictMode>
      <ThemeRoot>
        <App deviceToken={pushDeviceToken} routes={routes} />
        {mockMode && (
          <Suspense>
            <MockBanner />
          </Suspense>
        )}
      </ThemeRoot>
    </StrictMode>
  );
}
