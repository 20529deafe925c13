/**
 * The JS budgets of issue #7, measured on the built app from Vite's manifest and source maps: landing + login
 * ≤ 120 KB gzip, each screen's own chunks ≤ 60 KB gzip. Every byte is counted once: what the screens share (the
 * backend client, the signed-in frame, the toaster) has its own row and is not charged to each screen.
 * Printed by bench/bundle-size.ts and checked by src/bundle-budget.test.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

export const LANDING_LOGIN_BUDGET_KB = 120;
export const SCREEN_BUDGET_KB = 60;

type ManifestChunk = { file: string; src?: string; isDynamicEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;
type SourceMap = { sources: string[]; sourceRoot?: string; mappings: string };

export type ChunkSize = { file: string; kb: number };
export type BudgetRow = { name: string; kb: number; budget: number | null; chunks: ChunkSize[] };
export type ModuleSize = { module: string; kb: number };

export const appDist = fileURLToPath(new URL('../dist/', import.meta.url));

export const hasBuild = (dist = appDist) => existsSync(`${dist}.vite/manifest.json`);

const readBuild = (dist: string) => {
  const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Manifest;
  const appRoot = resolve(dist, '..');
  const gzipped = new Map<string, number>();
  const gzipKb = (file: string) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(`${dist}${file}`)).length / 1024);
    return gzipped.get(file)!;
  };
  const sourceMap = (file: string) => JSON.parse(readFileSync(`${dist}${file}.map`, 'utf8')) as SourceMap;
  /** A map's sources as paths from the app's folder, like the manifest's keys ("src/api.ts"). */
  const sourcesOf = (file: string, map = sourceMap(file)) =>
    map.sources.map((source) => relative(appRoot, resolve(dirname(`${dist}${file}`), map.sourceRoot ?? '', source)));
  return { dist, manifest, gzipKb, sourceMap, sourcesOf };
};

/** The manifest's key of the chunk that holds a module of the app, e.g. "src/api.ts". */
const chunkHolding = (build: ReturnType<typeof readBuild>, module: string) => {
  if (build.manifest[module]) return module;
  // Rolldown may place a module that is imported both statically and lazily in a shared chunk, which the manifest
  // names after the chunk, not after the module: the source maps still tell where it went.
  const key = Object.keys(build.manifest).find((k) => {
    const { file } = build.manifest[k]!;
    return file.endsWith('.js') && existsSync(`${build.dist}${file}.map`) && build.sourcesOf(file).includes(module);
  });
  if (!key) throw new Error(`${module} no está en la compilación`);
  return key;
};

export const measureBudgets = (dist = appDist): BudgetRow[] => {
  const build = readBuild(dist);
  const { manifest } = build;

  /** A chunk and every chunk it statically imports, transitively. */
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
    return seen;
  };
  const without = (keys: Set<string>, ...counted: Set<string>[]) =>
    new Set([...keys].filter((key) => !counted.some((set) => set.has(key))));
  const row = (name: string, keys: Set<string>, budget: number | null): BudgetRow => {
    const chunks = [...keys]
      .map((key) => ({ file: manifest[key]!.file, kb: build.gzipKb(manifest[key]!.file) }))
      .sort((a, b) => b.kb - a.kb);
    return { name, budget, kb: chunks.reduce((sum, chunk) => sum + chunk.kb, 0), chunks };
  };

  const entry = 'index.html';
  if (!manifest[entry]) throw new Error('la compilación no tiene entrada');
  // A first visit runs the pages sent drawn with their own scripts (src/prerendered-pages/): the app's entry is
  // loaded with a session, and is counted once, like the frame.
  const landingLogin = new Set([
    ...closure('src/prerendered-pages/landing.ts'),
    ...closure('src/prerendered-pages/sign-in.tsx'),
  ]);
  const initial = without(closure(entry), landingLogin);
  // Loaded once and shared by the screens: the backend client (axios, the contract's schemas) on the first call;
  // the signed-in frame (menus, dropdowns, breadcrumbs) and the toaster with the push listener at sign-in.
  const client = without(closure(chunkHolding(build, 'src/api.ts')), landingLogin, initial);
  const frame = without(closure(chunkHolding(build, 'src/layout/SignedInLayout.tsx')), landingLogin, initial, client);
  const toaster = without(
    closure(chunkHolding(build, 'src/push/PushToaster.tsx')),
    landingLogin,
    initial,
    client,
    frame,
  );
  const shared = new Set([...landingLogin, ...initial, ...client, ...frame, ...toaster]);

  const rows = [
    row('landing + login (their own scripts)', landingLogin, LANDING_LOGIN_BUDGET_KB),
    row('app (entry, router, session), once', initial, null),
    row('backend client (api, contract), once', client, null),
    row('signed-in frame (layout), once', frame, null),
    row('toaster and push listener, once at sign-in', toaster, null),
  ];
  // Screens are the lazy pages; xlsx (only on export) and firebase (only when configured) are not screens.
  const screens = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry && key.includes('/pages/'));
  for (const key of screens.sort()) {
    rows.push(row(`screen ${key.replace(/^src\//, '')}`, without(closure(key), shared), SCREEN_BUDGET_KB));
  }
  return rows;
};

export const overBudget = (rows: BudgetRow[]) => rows.filter((row) => row.budget !== null && row.kb > row.budget);

/**
 * Minified KB per source module (node_modules grouped by package) in the given chunks, read from their source
 * maps: where the bytes of a row come from.
 */
export const moduleSizes = (files: string[], dist = appDist): ModuleSize[] => {
  const build = readBuild(dist);
  const bytes = new Map<string, number>();
  for (const file of files) {
    // Rolldown's own runtime chunk has no source map: its bytes are left out.
    if (!existsSync(`${dist}${file}.map`)) continue;
    const map = build.sourceMap(file);
    const sources = build.sourcesOf(file, map).map((source) => {
      const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
      return inPackage ? inPackage[1]! : source.replace(/^(\.\.\/)+/, '');
    });
    const lines = readFileSync(`${dist}${file}`, 'utf8').split('\n');
    decode(map.mappings).forEach((segments, line) => {
      segments.forEach((segment, index) => {
        const end = segments[index + 1]?.[0] ?? lines[line]?.length ?? segment[0];
        const module = segment.length > 1 ? sources[segment[1]!]! : '(generated)';
        bytes.set(module, (bytes.get(module) ?? 0) + end - segment[0]);
      });
    });
  }
  return [...bytes].map(([module, size]) => ({ module, kb: size / 1024 })).sort((a, b) => b.kb - a.kb);
};
