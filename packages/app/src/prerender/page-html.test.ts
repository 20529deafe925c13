// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type Manifest, pageFiles, pageHtml } from './page-html';

const template = `<!doctype html>
<html lang="es-UY">
  <head>
    <title>Horizontal</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const manifest: Manifest = {
  'index.html': { file: 'assets/index-a1.js', imports: ['_react-b2.js'], css: ['assets/index-c3.css'] },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  'src/pages/LoginPage.tsx': {
    file: 'assets/LoginPage-d4.js',
    imports: ['index.html', '_Field-e5.js', '_react-b2.js'],
  },
  '_Field-e5.js': { file: 'assets/Field-e5.js', css: ['assets/Field-f6.css', 'assets/index-c3.css'] },
};

describe('a page rendered in advance', () => {
  it('needs the screen’s own styles and scripts, not those index.html already names', () => {
    expect(pageFiles(manifest, 'src/pages/LoginPage.tsx')).toEqual({
      styles: ['assets/Field-f6.css'],
      scripts: ['assets/LoginPage-d4.js', 'assets/Field-e5.js'],
    });
    expect(() => pageFiles(manifest, 'src/pages/Missing.tsx')).toThrow(/no tiene src\/pages\/Missing.tsx/);
  });

  it('starts its app at once: the markup in the root, the styles linked, the scripts preloaded', () => {
    const html = pageHtml({
      template,
      path: '/login',
      // The Suspense marks carry a `$`, which a string replacement would have read as a pattern.
      markup: "<!--$--><h1>Iniciar sesión</h1><p>$' y $&amp;</p><!--/$-->",
      styles: ['assets/Field-f6.css'],
      scripts: ['assets/LoginPage-d4.js'],
    });
    expect(html).toContain(
      `<div id="root" data-prerendered="/login"><!--$--><h1>Iniciar sesión</h1><p>$' y $&amp;</p><!--/$--></div>`,
    );
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-a1.js"></script>');
    expect(html).toContain(
      '    <link rel="stylesheet" crossorigin href="/assets/Field-f6.css">\n    <link rel="modulepreload" crossorigin href="/assets/LoginPage-d4.js">\n  </head>',
    );
  });

  it('starts its app after loading: no script but the starter, which the root tells where the app is', () => {
    const html = pageHtml({
      template,
      path: '/',
      markup: '<main>Horizontal</main>',
      styles: [],
      scripts: ['assets/LandingPage-g7.js'],
      startAfterLoad: 'assets/start-after-load-h8.js',
    });
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('index-a1.js"></script>');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" crossorigin src="/assets/start-after-load-h8.js"></script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c3.css">');
    expect(html).toContain(
      '<div id="root" data-prerendered="/" data-app="/assets/index-a1.js"><main>Horizontal</main>',
    );
  });

  it('refuses an index.html it does not recognise, rather than writing a page without the app', () => {
    const page = { path: '/', markup: '', styles: [], scripts: [] };
    expect(() =>
      pageHtml({ ...page, template: template.replace('<div id="root"></div>', '<div id="app"></div>') }),
    ).toThrow(/no tiene la forma esperada/);
    expect(() => pageHtml({ ...page, template: template.replace(/<script[^\n]*\n/, '') })).toThrow(
      /no tiene la forma esperada/,
    );
  });
});
