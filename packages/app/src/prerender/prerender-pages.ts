/**
 * After `vite build`: renders the public pages a first visit lands on into dist/, so that they show with the HTML
 * and its styles, before any script, each run by its own small script (src/prerendered-pages/, issue #13). Writes each page, with its
 * brotli and gzip copies, under dist/prerendered/, and dist/prerendered.json, which tells the server which path is
 * which file.
 *   tsx src/prerender/prerender-pages.ts        (from packages/app; `npm run build` runs it)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { type Manifest, pageFiles, pageHtml, withInlineStyles } from './page-html';

/**
 * The pages: the script that runs each (a Vite input: never the app's entry) and the screen module it shows, whose
 * styles go in the page's head.
 */
const pages = [
  {
    path: '/',
    file: 'prerendered/landing.html',
    script: 'src/prerendered-pages/landing.ts',
    screen: 'src/modules/public/pages/LandingPage.tsx',
  },
  {
    path: '/login',
    file: 'prerendered/login.html',
    script: 'src/prerendered-pages/sign-in.tsx',
    screen: 'src/prerendered-pages/sign-in.tsx',
  },
];

/** The page the server draws on each visit (its signed time, what was sent without JavaScript): its document here. */
const contactPage = { script: 'src/prerendered-pages/contact.ts', screen: 'src/prerendered-pages/contact-run.tsx' };

const appDir = resolve(import.meta.dirname, '../..');
const dist = join(appDir, 'dist');
// Kept for the server, which draws the contact page with it (never served: static-app.ts); inside the app's folder,
// so that the bundle finds react and the rest in node_modules; .mjs, since no package.json there says it is ESM.
const ssrOut = join(dist, 'server');

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
const { renderPage, pageMarker } = (await import(pathToFileURL(join(ssrOut, 'render-page.mjs')).href)) as {
  renderPage: (path: string) => Promise<string>;
  pageMarker: string;
};
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
// index.html stays as it is: the empty page every other path gets.
const template = readFileSync(join(dist, 'index.html'), 'utf8');
mkdirSync(join(dist, 'prerendered'), { recursive: true });
for (const page of pages) {
  const html = pageHtml({ template, markup: await renderPage(page.path), ...pageFiles(manifest, page) });
  const target = join(dist, page.file);
  writeFileSync(target, html);
  writeFileSync(`${target}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${target}.gz`, gzipSync(html, { level: 9 }));
  console.log(`prerender: ${page.path} → dist/${page.file} (${(html.length / 1024).toFixed(1)} KB)`);
}
writeFileSync(
  join(ssrOut, 'contact.html'),
  withInlineStyles(pageHtml({ template, markup: pageMarker, ...pageFiles(manifest, contactPage) }), (file) =>
    readFileSync(join(dist, file), 'utf8'),
  ),
);
writeFileSync(
  join(dist, 'prerendered.json'),
  JSON.stringify(Object.fromEntries(pages.map((page) => [page.path, page.file])), null, 2),
);
