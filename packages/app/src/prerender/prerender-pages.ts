/**
 * After `vite build`: renders the public pages a first visit lands on into dist/, so that they show with the HTML
 * and its styles, before any script, and the browser then hydrates them (issue #13). Writes each page, with its
 * brotli and gzip copies, under dist/prerendered/, and dist/prerendered.json, which tells the server which path is
 * which file.
 *   tsx src/prerender/prerender-pages.ts        (from packages/app; `npm run build` runs it)
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { type Manifest, pageFiles, pageHtml } from './page-html';

/**
 * The pages, and the screen module each shows (its styles and scripts go in the page's head). The landing page
 * needs no script to be used (its actions are links), so its app starts after it has loaded.
 */
const pages = [
  { path: '/', file: 'prerendered/landing.html', module: 'src/modules/public/pages/LandingPage.tsx', afterLoad: true },
  {
    path: '/login',
    file: 'prerendered/login.html',
    module: 'src/modules/public/pages/LoginPage.tsx',
    afterLoad: false,
  },
];

const appDir = resolve(import.meta.dirname, '../..');
const dist = join(appDir, 'dist');
// Inside the app's folder, so that the bundle finds react and the rest in node_modules; .mjs, since no package.json
// there says it is ESM.
const ssrOut = join(appDir, 'node_modules/.cache/prerender');

// Rendered as a visitor without a session: nothing stored in the tab.
const emptyStorage: Storage = {
  length: 0,
  clear: () => undefined,
  getItem: () => null,
  key: () => null,
  removeItem: () => undefined,
  setItem: () => undefined,
};
Object.assign(globalThis, { sessionStorage: emptyStorage, localStorage: emptyStorage });

try {
  await build({
    root: appDir,
    configFile: join(appDir, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: 'src/prerender/render-page.tsx',
      outDir: ssrOut,
      emptyOutDir: true,
      sourcemap: false,
      manifest: false,
      rollupOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' } },
    },
  });
  const { renderPage } = (await import(pathToFileURL(join(ssrOut, 'render-page.mjs')).href)) as {
    renderPage: (path: string) => Promise<string>;
  };
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const startAfterLoad = manifest['src/start-after-load.ts']?.file;
  if (!startAfterLoad) throw new Error('La compilación no tiene src/start-after-load.ts (vite.config.ts, input)');
  // index.html stays as it is: the empty page every other path gets.
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  mkdirSync(join(dist, 'prerendered'), { recursive: true });
  for (const page of pages) {
    const html = pageHtml({
      template,
      path: page.path,
      markup: await renderPage(page.path),
      ...pageFiles(manifest, page.module),
      startAfterLoad: page.afterLoad ? startAfterLoad : undefined,
    });
    const target = join(dist, page.file);
    writeFileSync(target, html);
    writeFileSync(`${target}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${target}.gz`, gzipSync(html, { level: 9 }));
    console.log(`prerender: ${page.path} → dist/${page.file} (${(html.length / 1024).toFixed(1)} KB)`);
  }
  writeFileSync(
    join(dist, 'prerendered.json'),
    JSON.stringify(Object.fromEntries(pages.map((page) => [page.path, page.file])), null, 2),
  );
} finally {
  rmSync(ssrOut, { recursive: true, force: true });
}
