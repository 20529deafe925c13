// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hasBuild, measureBudgets, moduleSizes, overBudget } from '../bench/budget';

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
