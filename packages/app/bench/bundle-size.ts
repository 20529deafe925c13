/**
 * JS a browser loads for given pages of the built app, gzip-compressed, from Vite's manifest.
 * Run after `npm run build`: `npx tsx packages/app/bench/bundle-size.ts`.
 * Budgets (issue #7): landing + login ≤ 120 KB; each screen's own chunks ≤ 60 KB. Every byte is counted once:
 * what is shared by the screens (backend client, signed-in frame) has its own row and is not charged to each screen.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Manifest;
const gzipKb = (file: string) => gzipSync(readFileSync(`${dist}${file}`)).length / 1024;

/** A chunk and every chunk it statically imports, transitively. */
const closure = (key: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
};

const keyOf = (needle: string) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(needle));
  if (!key) throw new Error(`${needle} is not in the manifest`);
  return key;
};

const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const sizeOf = (keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + gzipKb(manifest[key]!.file), 0);

const initial = closure(entry);
const landingLogin = new Set([
  ...initial,
  ...closure(keyOf('pages/LandingPage.tsx')),
  ...closure(keyOf('pages/LoginPage.tsx')),
]);

// Loaded once and shared by the screens: the backend client (axios, the contract's schemas) on the first call, and
// the signed-in frame (menus, dropdowns, breadcrumbs) after sign-in. Each is reported once, on its own row.
const client = new Set([...closure(keyOf('src/api.ts'))].filter((k) => !landingLogin.has(k)));
const frame = new Set(
  [...closure(keyOf('layout/SignedInLayout.tsx'))].filter((k) => !landingLogin.has(k) && !client.has(k)),
);
const shared = new Set([...initial, ...client, ...frame]);

const rows: [string, number, number | null][] = [
  ['landing + login (entry + both pages)', sizeOf(landingLogin), 120],
  ['backend client (api, contract), once', sizeOf(client), null],
  ['signed-in frame (layout), once', sizeOf(frame), null],
];
// Screens are the lazy pages; xlsx (only on export) and firebase (only when configured) are not screens.
for (const key of Object.keys(manifest).filter((k) => manifest[k]!.isDynamicEntry && k.includes('/pages/'))) {
  const own = [...closure(key)].filter((k) => !shared.has(k));
  rows.push([`screen ${key.replace(/^src\//, '')}`, sizeOf(own), 60]);
}

let over = false;
for (const [name, kb, budget] of rows) {
  const ok = budget === null || kb <= budget;
  over ||= !ok;
  const verdict = budget === null ? '    ' : ok ? 'ok  ' : 'OVER';
  console.log(`${verdict} ${kb.toFixed(1).padStart(7)} KB gzip / ${budget ?? '—'} KB  ${name}`);
}
process.exitCode = over ? 1 : 0;
