import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import type { ContactPageState } from '@horizontal/domain';
import { Landing } from '@horizontal/screens';
import { ThemeRoot } from '@horizontal/ui';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { ContactPage } from '../prerendered-pages/ContactPage';
import { SignInPage } from '../prerendered-pages/SignInPage';

const readAll = (stream: NodeJS.ReadableStream) =>
  new Promise<string>((resolve, reject) => {
    let html = '';
    stream
      .pipe(
        new Writable({
          write(chunk, _encoding, done) {
            html += String(chunk);
            done();
          },
        }),
      )
      .on('finish', () => resolve(html))
      .on('error', reject);
  });

const never = async () => undefined;

/**
 * Each page as a visitor without a session first sees it. The sign-in form is the very tree its script hydrates
 * (prerendered-pages/); the landing is never hydrated: its links need no script.
 */
const pages: Record<string, () => ReactElement> = {
  '/': () => (
    <ThemeRoot>
      <Landing onNavigate={never} />
    </ThemeRoot>
  ),
  '/login': () => <SignInPage onSignedIn={never} />,
};

export async function renderPage(path: string): Promise<string> {
  const page = pages[path];
  if (!page) throw new Error(`${path} no es una página que se dibuje de antemano (render-page.tsx)`);
  const { prelude } = await prerenderToNodeStream(page());
  return readAll(prelude);
}

/** Where the contact page's markup goes in its document (contact.html, written by the build next to this module). */
export const pageMarker = '<!--page-->';

let contactDocument: string | undefined;

/** JSON inside a script element: nothing a person typed can close the element or end a line of script. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The contact page, drawn by the server on each visit (server/modules/public/contact-page.ts): its own signed time,
 * and after a send without JavaScript what was sent and what was wrong. Its state goes with it for prerendered-pages/contact-run.tsx.
 */
export function renderContactPage(state: ContactPageState): string {
  contactDocument ??= readFileSync(new URL('./contact.html', import.meta.url), 'utf8');
  const markup = renderToString(<ContactPage state={state} />);
  return contactDocument
    .replace(pageMarker, () => markup)
    .replace('</body>', () => `<script type="application/json" id="page-state">${scriptJson(state)}</script>\n</body>`);
}
