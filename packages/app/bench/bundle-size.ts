/**
 * JS a browser loads for given pages of the built app, gzip-compressed, chunk by chunk, against issue #7's
 * budgets (landing + login ≤ 120 KB; each screen's own chunks ≤ 60 KB); exits with 1 when one is exceeded.
 * Run after `npm run build`:
 *   npx tsx packages/app/bench/bundle-size.ts            every row; the chunks of the shared rows and of those over
 *   npx tsx packages/app/bench/bundle-size.ts --chunks   the chunks of every row
 *   npx tsx packages/app/bench/bundle-size.ts --modules  also landing + login's modules, by minified size
 */
import { hasBuild, measureBudgets, moduleSizes, overBudget } from './budget';

if (!hasBuild()) {
  console.error('No hay compilación: ejecute `npm run build` primero.');
  process.exit(1);
}

const rows = measureBudgets();
const over = new Set(overBudget(rows));
const kb = (value: number) => value.toFixed(1).padStart(7);

const allChunks = process.argv.includes('--chunks');

for (const row of rows) {
  const verdict = row.budget === null ? '    ' : over.has(row) ? 'OVER' : 'ok  ';
  console.log(`${verdict} ${kb(row.kb)} KB gzip / ${row.budget ?? '—'} KB  ${row.name}`);
  // A screen within budget is one line; where the bytes go matters for the rest.
  if (!allChunks && row.name.startsWith('screen ') && !over.has(row)) continue;
  for (const chunk of row.chunks) console.log(`     ${kb(chunk.kb)} KB        ${chunk.file}`);
}

if (process.argv.includes('--modules')) {
  const [landingLogin] = rows;
  console.log('\nlanding + login, minified KB by module (before gzip):');
  for (const { module, kb: size } of moduleSizes(landingLogin!.chunks.map((chunk) => chunk.file)).slice(0, 30)) {
    console.log(`${kb(size)} KB  ${module}`);
  }
}

if (over.size > 0) console.error(`\n${over.size} fuera de presupuesto: ${[...over].map((r) => r.name).join('; ')}`);
process.exitCode = over.size > 0 ? 1 : 0;
