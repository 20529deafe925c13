import { prerenderedAttribute } from './prerendered-page';

/** One file of Vite's build manifest (dist/.vite/manifest.json), as far as a page's files are concerned. */
export type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/** The entry's key in the manifest: index.html already links the entry's script, styles and static imports. */
const entryKey = 'index.html';

/** Every chunk a module needs at once (itself and its static imports), except those already seen. */
const chunksOf = (manifest: Manifest, key: string, seen: Set<string>): ManifestChunk[] => {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`El manifiesto de la compilación no tiene ${key}`);
  return [chunk, ...(chunk.imports ?? []).flatMap((imported) => chunksOf(manifest, imported, seen))];
};

/** The styles and scripts a page's screen module brings beyond index.html's, as the browser should ask for them. */
export const pageFiles = (manifest: Manifest, module: string) => {
  const inIndex = new Set<string>();
  const entryCss = new Set(chunksOf(manifest, entryKey, inIndex).flatMap((chunk) => chunk.css ?? []));
  const chunks = chunksOf(manifest, module, inIndex);
  return {
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].filter((file) => !entryCss.has(file)),
    scripts: chunks.map((chunk) => chunk.file),
  };
};

export type PageHtml = {
  /** dist/index.html as Vite wrote it. */
  template: string;
  path: string;
  markup: string;
  styles: string[];
  scripts: string[];
  /**
   * The file of src/start-after-load.ts, for a page whose app waits until the page has loaded: the page then
   * names the app's entry instead of loading it, and preloads no script.
   */
  startAfterLoad?: string;
};

const entryScript = /\n\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
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
 * index.html with the page's markup in its root, named with the path it was rendered for, and with the screen's
 * styles linked (drawn styled at once) and its scripts preloaded (hydrated without a second round trip), or the
 * app started only after the page has loaded.
 */
export const pageHtml = ({ template, path, markup, styles, scripts, startAfterLoad }: PageHtml): string => {
  const entry = entryScript.exec(template)?.[1];
  if (!entry || !template.includes(rootElement) || !template.includes('</head>')) throw shapeError();
  const stylesheets = styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  const attributes = [`${prerenderedAttribute}="${path}"`, ...(startAfterLoad ? [`data-app="${entry}"`] : [])];
  const head = startAfterLoad
    ? inHead(template.replace(entryScript, '').replace(modulePreloads, ''), [
        `<script type="module" crossorigin src="/${startAfterLoad}"></script>`,
        ...stylesheets,
      ])
    : inHead(template, [
        ...stylesheets,
        ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ]);
  // A function, so that a `$` in the markup is taken as it is (the Suspense marks are `<!--$-->`).
  return head.replace(rootElement, () => `<div id="root" ${attributes.join(' ')}>${markup}</div>`);
};
