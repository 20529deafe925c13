// @vitest-environment node
import { readdirSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appDist, hasBuild, measureBudgets, moduleSizes, overBudget } from '../bench/budget';

// Checks the last `npm run build` (the same numbers as bench/bundle-size.ts); without a build there is nothing to
// measure, and the test is skipped rather than building here, which would take longer than the rest of the tests.
describe.skipIf(!hasBuild())('the built app, against issue #7’s JS budgets', () => {
  const rows = hasBuild() ? measureBudgets() : [];

  it('keeps landing + login within 120 KB gzip and each screen’s own chunks within 60 KB', () => {
    const over = overBudget(rows).map((row) => `${row.name}: ${row.kb.toFixed(1)} KB > ${row.budget} KB`);
    expect(over).toEqual([]);
    expect(rows.filter((row) => row.name.startsWith('screen ')).length).toBeGreaterThan(0);
  });

  it('loads neither zod nor the toaster for the landing page and the sign-in form', () => {
    const [landingLogin] = rows;
    const modules = moduleSizes(landingLogin!.chunks.map((chunk) => chunk.file)).map((size) => size.module);
    expect(modules).toContain('react-dom');
    expect(modules).not.toContain('zod');
    expect(modules).not.toContain('@radix-ui/react-toast');
    expect(modules.filter((module) => module.includes('/Toast/'))).toEqual([]);
  });
});

describe.skipIf(!hasBuild())('the built app’s precompressed copies (issue #13)', () => {
  it('has a brotli and a gzip copy of every script and stylesheet above 1 KB, for the server to send as they are', () => {
    const assets = `${appDist}assets/`;
    const files = readdirSync(assets);
    const compressible = files.filter((file) => /\.(js|css)$/.test(file) && statSync(`${assets}${file}`).size > 1024);
    expect(compressible.length).toBeGreaterThan(10);
    const missing = compressible.flatMap((file) =>
      ['br', 'gz'].filter((suffix) => !files.includes(`${file}.${suffix}`)).map((suffix) => `${file}.${suffix}`),
    );
    expect(missing).toEqual([]);
  });
});
