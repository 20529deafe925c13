/**
 * The statements of a 2,000-unit period in Debian's Chromium (issue #31): CommonExpenseDetail built for production,
 * the time to the first painted table, and keystroke-to-paint in its search (unit or name), p95 ≤ 100 ms.
 *   npx tsx packages/screens/bench/statements.bench.ts
 * Exits with 1 when the keystroke p95 exceeds 100 ms. Run it on an idle machine for figures to compare.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '@horizontal/test-support/chromium';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';

const root = fileURLToPath(new URL('./statements/', import.meta.url));
const LIMIT_KEYSTROKE_P95_MS = 100;
// What the staff type: a surname, a unit as «torre c 2», a first name, and «zz», which finds nobody.
const WORDS = ['rodriguez', 'torre c 2', 'maria', 'zz'];

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

const outDir = mkdtempSync(join(tmpdir(), 'statements-bench-'));
await build({
  configFile: false,
  root,
  logLevel: 'error',
  plugins: [react(), vanillaExtractPlugin()],
  build: { outDir, emptyOutDir: true },
});
const server = await preview({
  configFile: false,
  root,
  logLevel: 'error',
  build: { outDir },
  preview: { port: 0, host: '127.0.0.1' },
});
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
let failed = false;
try {
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('El servidor de vista previa no informó su dirección.');
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  await page.waitForFunction(() => window.bench !== undefined);
  const firstRender = await page.evaluate(() => window.bench.mount());
  // A warm-up word, so that the figures are not the first run of cold code.
  await page.evaluate(() => window.bench.typeAndMeasure('xyz'));
  const keystrokes: number[] = [];
  for (const word of WORDS)
    keystrokes.push(...(await page.evaluate((text) => window.bench.typeAndMeasure(text), word)));
  if (errors.length > 0) throw new Error(`La página tuvo errores: ${errors.join('; ')}`);
  const p95 = percentile(keystrokes, 0.95);
  console.log(`Chromium ${browser.version()} · 2.000 estados de cuenta`);
  console.log(`primer render: ${ms(firstRender)}`);
  console.log(
    `tecla → tabla pintada (${keystrokes.length} teclas): mediana ${ms(percentile(keystrokes, 0.5))}, p95 ${ms(p95)}, máx ${ms(Math.max(...keystrokes))} (límite p95 ${LIMIT_KEYSTROKE_P95_MS} ms)`,
  );
  failed = p95 > LIMIT_KEYSTROKE_P95_MS;
} finally {
  await browser.close();
  await new Promise<void>((done) => server.httpServer.close(() => done()));
  rmSync(outDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
