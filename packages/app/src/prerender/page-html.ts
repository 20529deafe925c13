/** One file of Vite's build manifest (dist/.vite/manifest.json), as far as a page's files are concerned. */
export type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/** The app's entry in the manifest: index.html links its script, its styles and its static imports. */
const appEntryKey = 'index.html';

/** Every chunk a module needs at once: itself and its static imports (index.html links all of the app's styles). */
const chunksOf = (manifest: Manifest, key: string, seen = new Set<string>()): ManifestChunk[] => {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`El manifiesto de la compilación no tiene ${key}`);
  return [chunk, ...(chunk.imports ?? []).flatMap((imported) => chunksOf(manifest, imported, seen))];
};

/**
 * What a page sent drawn asks for: its own script with its static imports (never the app's), and the styles of its
 * script and of the screen it shows beyond those index.html already links.
 */
export const pageFiles = (manifest: Manifest, { script, screen }: { script: string; screen: string }) => {
  const scriptChunks = chunksOf(manifest, script);
  const appEntry = manifest[appEntryKey];
  if (!appEntry) throw new Error(`El manifiesto de la compilación no tiene ${appEntryKey}`);
  if (scriptChunks.includes(appEntry)) throw new Error(`${script} importa la aplicación: la arrancaría con la página`);
  const linked = new Set(chunksOf(manifest, appEntryKey).flatMap((chunk) => chunk.css ?? []));
  const styles = [...scriptChunks, ...chunksOf(manifest, screen)].flatMap((chunk) => chunk.css ?? []);
  return {
    styles: [...new Set(styles)].filter((file) => !linked.has(file)),
    script: scriptChunks[0]!.file,
    preloads: scriptChunks.slice(1).map((chunk) => chunk.file),
    app: appEntry.file,
  };
};

export type PageHtml = ReturnType<typeof pageFiles> & {
  /** dist/index.html as Vite wrote it. */
  template: string;
  markup: string;
};

const entryScript = /\n\s*<script type="module" crossorigin src="[^"]+"><\/script>/;
const modulePreloads = /\n\s*<link rel="modulepreload"[^>]*>/g;
const rootElement = '<div id="root"></div>';

const shapeError = () =>
  new Error('index.html no tiene la forma esperada: su script de entrada, </head> y <div id="root"></div>');

/** Adds lines at the end of the head, indented as the head's own. */
const inHead = (html: string, lines: string[]) =>
  html.replace(
    /\n(\s*)<\/head>/,
    (_end, indent: string) => `\n${lines.map((line) => `${indent}  ${line}\n`).join('')}${indent}</head>`,
  );

/**
 * index.html with the page's markup in its root and its own script instead of the app's: its styles linked (drawn
 * styled at once), its script's imports preloaded (run without a second round trip), and the app's entry named in
 * the root for the script to load when the app is needed.
 */
export const pageHtml = ({ template, markup, styles, script, preloads, app }: PageHtml): string => {
  if (!entryScript.test(template) || !template.includes(rootElement) || !template.includes('</head>')) {
    throw shapeError();
  }
  const head = inHead(template.replace(entryScript, '').replace(modulePreloads, ''), [
    `<script type="module" crossorigin src="/${script}"></script>`,
    ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ]);
  // A function, so that a `$` in the markup is taken as it is (the Suspense marks are `<!--$-->`).
  return head.replace(rootElement, () => `<div id="root" data-app="/${app}">${markup}</div>`);
};

const stylesheetLink = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;

/**
 * The page with its stylesheets written into it: a page the server draws on each visit (the contact form) shows
 * without waiting for any other file, where its script's download would otherwise slow the styles on a slow line.
 * `read` gives a built file's text by its path under dist/.
 */
export const withInlineStyles = (html: string, read: (file: string) => string): string =>
  // `</style` cannot end a style element early: the build's CSS never has it, and a string cannot hold it raw.
  html.replace(
    stylesheetLink,
    (_link, file: string) => `<style>${read(file).replaceAll('</style', '<\\/style')}</style>`,
  );
