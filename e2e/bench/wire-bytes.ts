/**
 * Bytes on the wire for a first visit, as Chromium receives them from the real server (`npm run build` first):
 * the landing page, then the sign-in form reached from it, every response counted with its headers and its body as
 * sent (compressed or not), on a fresh browser with nothing cached; then a second visit, which the cache should
 * answer. Issue #13's budget: landing + login ≤ 120 KB, counted up to the moment the sign-in page starts loading what
 * Ingresar leads to while the form is filled (src/warm-up.ts, from the first key typed in it): those bytes are
 * listed apart, after a key is typed. Last, a first visit of the contact page from the landing (issue #38), before anyone starts on its form.
 *   npx tsx e2e/bench/wire-bytes.ts
 */

import { startAppServer } from '@horizontal/test-support/app-server';
import type { Page, Request } from 'playwright-core';
import { launchBrowser } from '../browser';

const BUDGET_KB = 120;

type Received = { url: string; type: string; bytes: number; encoding: string; warmUp: boolean };

/** The sign-in page's idle prefetch begins with this chunk: every request from it on belongs to the prefetch. */
const warmUpChunk = /\/assets\/warm-up-[\w-]+\.js$/;

const record = (page: Page) => {
  const received: Received[] = [];
  const pending: Promise<void>[] = [];
  const ofWarmUp = new WeakSet<Request>();
  let warming = false;
  page.on('request', (request: Request) => {
    warming ||= warmUpChunk.test(new URL(request.url()).pathname);
    if (warming) ofWarmUp.add(request);
  });
  page.on('requestfinished', (request: Request) => {
    pending.push(
      (async () => {
        const sizes = await request.sizes();
        const response = await request.response();
        received.push({
          url: new URL(request.url()).pathname,
          type: request.resourceType(),
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          encoding: (await response?.headerValue('content-encoding')) ?? '—',
          warmUp: ofWarmUp.has(request),
        });
      })(),
    );
  });
  return async () => {
    await Promise.all(pending);
    return received;
  };
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;

const server = await startAppServer({});
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ baseURL: server.baseURL, locale: 'es-UY' });
  const page = await context.newPage();
  const firstVisit = record(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: 'Ingresar' }).click();
  await page.getByLabel('Contraseña', { exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Correo electrónico').press('a');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  const received = await firstVisit();
  const first = received.filter((item) => !item.warmUp);
  const warmUp = received.filter((item) => item.warmUp);
  const sum = (items: Received[]) => items.reduce((total, item) => total + item.bytes, 0);
  console.log('Primera visita: landing y luego el ingreso');
  for (const item of first)
    console.log(`${kb(item.bytes)}  ${item.encoding.padEnd(5)} ${item.type.padEnd(10)} ${item.url}`);
  const total = sum(first);
  const scripts = sum(first.filter((item) => item.type === 'script'));
  console.log(`${kb(total)}  en total (${kb(scripts).trim()} de JavaScript), presupuesto ${BUDGET_KB} KB`);
  console.log(
    `Mientras se completa el formulario, lo que sigue a Ingresar (src/warm-up.ts): ${warmUp.length} archivos, ${kb(sum(warmUp)).trim()}`,
  );

  const again = await context.newPage();
  const secondVisit = record(again);
  await again.goto('/', { waitUntil: 'networkidle' });
  const second = await secondVisit();
  const fromNetwork = second.filter((item) => item.bytes > 0);
  console.log(
    `Segunda visita: ${second.length} respuestas, ${fromNetwork.length} por la red (${kb(
      fromNetwork.reduce((sum, item) => sum + item.bytes, 0),
    ).trim()}): ${fromNetwork.map((item) => item.url).join(', ')}`,
  );

  const contactPage = await browser
    .newContext({ baseURL: server.baseURL, locale: 'es-UY' })
    .then((fresh) => fresh.newPage());
  const contactVisit = record(contactPage);
  await contactPage.goto('/', { waitUntil: 'networkidle' });
  await contactPage.getByRole('link', { name: 'Escríbanos' }).click();
  await contactPage.getByLabel('Consulta').waitFor();
  await contactPage.waitForLoadState('networkidle');
  const contact = await contactVisit();
  console.log(
    `Primera visita al contacto (landing y luego el formulario, sin empezar a completarlo): ${kb(sum(contact)).trim()} en ${contact.length} respuestas`,
  );
  process.exitCode = total / 1024 > BUDGET_KB ? 1 : 0;
} finally {
  await browser.close();
  await server.stop();
}
