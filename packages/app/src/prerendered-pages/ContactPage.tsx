import type { ContactPageState } from '@horizontal/domain';
import { Contact, type ContactRequest } from '@horizontal/screens';
import { ThemeRoot } from '@horizontal/ui';
import { StrictMode } from 'react';
import { offlineMessage } from '../session/sign-in';

const followLink = (path: string) => window.location.assign(path);

/**
 * POST /auth/contact through the app's backend client, fetched on the first send: the page shows and is filled
 * without it.
 */
export const sendContact = async (request: ContactRequest) => {
  const api = await import('../api').then((module) => module.api).catch(() => null);
  if (!api) return { ok: false as const, message: offlineMessage };
  return api.auth.contact(request);
};

/**
 * The contact page as the server draws it (prerender/render-page.tsx) and ./contact-run.tsx then runs: the same tree,
 * fed by the same state, so that taking it over changes nothing on the screen.
 */
export function ContactPage({ state }: { state: ContactPageState }) {
  const { formToken, ...drawn } = state;
  return (
    <StrictMode>
      <ThemeRoot>
        <Contact formToken={formToken} drawn={drawn} onSubmit={sendContact} onNavigate={followLink} />
      </ThemeRoot>
    </StrictMode>
  );
}
