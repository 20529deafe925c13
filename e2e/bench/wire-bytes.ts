/**
 * Bytes on the wire for a first visit, as Chromium receives them from the real server (`npm run build` first):
 * the landing page, then the sign-in form reached from it, every response counted with its headers and its body as
 * sent (compressed or not), on a fresh browser with nothing cached; then a second visit, which the cache should
 * answer. Issue #13's budget: landing + login ≤ 120 KB.
 *   npx tsx e2e/bench/wire-bytes.ts
 */

import { startAppServer } from '@horizontal/test-support/app-server';
import type { Page, Request } from 'playwright-core';
import { launchBrowser } from '../browser';

const BUDGET_KB = 120;

type Received = { url: string; type: string; bytes: number; encoding: string };

const record = (page: Page) => {
  const received: Received[] = [];
  const pending: Promise<void>[] = [];
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
  const first = await firstVisit();
  console.log('Primera visita: landing y luego el ingreso');
  for (const item of first)
    console.log(`${kb(item.bytes)}  ${item.encoding.padEnd(5)} ${item.type.padEnd(10)} ${item.url}`);
  const total = first.reduce((sum, item) => sum + item.bytes, 0);
  const scripts = first.filter((item) => item.type === 'script').reduce((sum, item) => sum + item.bytes, 0);
  console.log(`${kb(total)}  en total (${kb(scripts).trim()} de JavaScript), presupuesto ${BUDGET_KB} KB`);

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
  process.exitCode = total / 1024 > BUDGET_KB ? 1 : 0;
} finally {
  await browser.close();
  await server.stop();
}
