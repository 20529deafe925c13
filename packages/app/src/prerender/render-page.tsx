import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppRoot } from '../AppRoot';
import { routes } from '../router';

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

/**
 * A public page as a visitor without a session first sees it, rendered by the same tree the browser hydrates.
 * It waits for every lazy screen, so the markup is the page, not a spinner.
 */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response)
    throw new Error(`${path} redirige a otra página: no se puede renderizar de antemano`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <AppRoot routes={<StaticRouterProvider router={router} context={context} hydrate={false} />} />,
  );
  return readAll(prelude);
}
