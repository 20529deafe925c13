import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './AppRoot';
import { isPrerenderedHere } from './prerender/prerendered-page';

/** Mock mode (`npm run dev:mock`): the whole app against mocks/ through MSW, no server. */
const startMocks = async () => {
  if (import.meta.env.VITE_MOCK !== 'true') return;
  const { worker } = await import('@horizontal/mocks/browser');
  await worker.start({ onUnhandledRequest: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' }, quiet: true });
};

void startMocks().then(() => {
  const container = document.getElementById('root')!;
  // A public page sent already rendered is taken over as it is; anything else is drawn from scratch.
  if (isPrerenderedHere(container)) hydrateRoot(container, <AppRoot />);
  else createRoot(container).render(<AppRoot />);
});
