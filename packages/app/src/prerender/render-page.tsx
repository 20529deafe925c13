import { Writable } from 'node:stream';
import { Landing } from '@horizontal/screens';
import { ThemeRoot } from '@horizontal/ui';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
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
