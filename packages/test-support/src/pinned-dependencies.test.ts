import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const manifests = [
  'package.json',
  'mocks/package.json',
  'e2e/package.json',
  ...readdirSync(`${root}packages`).map((name) => `packages/${name}/package.json`),
].filter((path) => {
  try {
    readFileSync(`${root}${path}`);
    return true;
  } catch {
    return false;
  }
});

/**
 * Every dependency is the exact version the lock holds, so that the versions measured together (TOOLCHAIN.md) are
 * the ones anyone installs, and an update is a decision in a diff. The workspace packages are named by `*`.
 */
describe('the dependencies', () => {
  it.each(manifests)('%s names exact versions only', (path) => {
    const manifest = JSON.parse(readFileSync(`${root}${path}`, 'utf8')) as Record<string, Record<string, string>>;
    const ranged = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'].flatMap((section) =>
      Object.entries(manifest[section] ?? {}).filter(
        ([name, version]) =>
          !(name.startsWith('@horizontal/') && version === '*') && !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version),
      ),
    );
    expect(ranged).toEqual([]);
  });
});
