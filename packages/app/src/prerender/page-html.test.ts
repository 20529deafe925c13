// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type Manifest, pageFiles, pageHtml, withInlineStyles } from './page-html';

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
  'src/pages/sign-in.tsx': {
    file: 'assets/sign-in-d4.js',
    imports: ['_Field-e5.js', '_react-b2.js'],
    css: ['assets/sign-in-g7.css'],
  },
  '_Field-e5.js': { file: 'assets/Field-e5.js', css: ['assets/Field-f6.css', 'assets/index-c3.css'] },
  'src/pages/Landing.tsx': { file: 'assets/Landing-h8.js', imports: ['index.html'], css: ['assets/Landing-i9.css'] },
  'src/pages/landing.ts': { file: 'assets/landing-j1.js' },
  'src/pages/starts-the-app.ts': { file: 'assets/starts-k2.js', imports: ['index.html'] },
};

describe('a page sent drawn', () => {
  it('asks for its own script, that script’s imports and the styles index.html does not link', () => {
    expect(pageFiles(manifest, { script: 'src/pages/sign-in.tsx', screen: 'src/pages/sign-in.tsx' })).toEqual({
      script: 'assets/sign-in-d4.js',
      preloads: ['assets/Field-e5.js', 'assets/react-b2.js'],
      styles: ['assets/sign-in-g7.css', 'assets/Field-f6.css'],
      app: 'assets/index-a1.js',
    });
  });

  it('takes the styles of a screen it shows without running it, but none of its scripts', () => {
    expect(pageFiles(manifest, { script: 'src/pages/landing.ts', screen: 'src/pages/Landing.tsx' })).toEqual({
      script: 'assets/landing-j1.js',
      preloads: [],
      styles: ['assets/Landing-i9.css'],
      app: 'assets/index-a1.js',
    });
  });

  it('refuses a script that would start the app with the page, and a module the build does not have', () => {
    expect(() =>
      pageFiles(manifest, { script: 'src/pages/starts-the-app.ts', screen: 'src/pages/Landing.tsx' }),
    ).toThrow(/importa la aplicación/);
    expect(() => pageFiles(manifest, { script: 'src/pages/missing.ts', screen: 'src/pages/Landing.tsx' })).toThrow(
      /no tiene src\/pages\/missing.ts/,
    );
  });

  it('is index.html with the markup in its root, its own script instead of the app’s, and the app named', () => {
    const html = pageHtml({
      template,
      // The Suspense marks carry a `$`, which a string replacement would have read as a pattern.
      markup: "<!--$--><h1>Iniciar sesión</h1><p>$' y $&amp;</p><!--/$-->",
      ...pageFiles(manifest, { script: 'src/pages/sign-in.tsx', screen: 'src/pages/sign-in.tsx' }),
    });
    expect(html).toContain(
      `<div id="root" data-app="/assets/index-a1.js"><!--$--><h1>Iniciar sesión</h1><p>$' y $&amp;</p><!--/$--></div>`,
    );
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script type="module" crossorigin src="/assets/sign-in-d4.js">']);
    expect(html).toContain(
      [
        '    <link rel="stylesheet" crossorigin href="/assets/index-c3.css">',
        '    <script type="module" crossorigin src="/assets/sign-in-d4.js"></script>',
        '    <link rel="modulepreload" crossorigin href="/assets/Field-e5.js">',
        '    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">',
        '    <link rel="stylesheet" crossorigin href="/assets/sign-in-g7.css">',
        '    <link rel="stylesheet" crossorigin href="/assets/Field-f6.css">',
        '  </head>',
      ].join('\n'),
    );
  });

  it('refuses an index.html it does not recognise, rather than writing a page without the app', () => {
    const page = { markup: '', styles: [], script: 'assets/landing-j1.js', preloads: [], app: 'assets/index-a1.js' };
    expect(() =>
      pageHtml({ ...page, template: template.replace('<div id="root"></div>', '<div id="app"></div>') }),
    ).toThrow(/no tiene la forma esperada/);
    expect(() => pageHtml({ ...page, template: template.replace(/<script[^\n]*\n/, '') })).toThrow(
      /no tiene la forma esperada/,
    );
  });

  it('writes a page’s stylesheets into it, in their order, and leaves its scripts linked', () => {
    const html = pageHtml({
      template,
      markup: '<p>x</p>',
      ...pageFiles(manifest, { script: 'src/pages/sign-in.tsx', screen: 'src/pages/sign-in.tsx' }),
    });
    const css: Record<string, string> = {
      'assets/index-c3.css': 'body{margin:0}',
      'assets/sign-in-g7.css': '.a{color:red}',
      'assets/Field-f6.css': '.b{content:"</style>"}',
    };
    const inlined = withInlineStyles(html, (file) => css[file] ?? '');
    expect(inlined).not.toContain('rel="stylesheet"');
    expect(inlined.match(/<style>[^<]*(?:<\\\/style[^<]*)*<\/style>/g)).toEqual([
      '<style>body{margin:0}</style>',
      '<style>.a{color:red}</style>',
      '<style>.b{content:"<\\/style>"}</style>',
    ]);
    expect(inlined).toContain('<script type="module" crossorigin src="/assets/sign-in-d4.js"></script>');
  });
});
