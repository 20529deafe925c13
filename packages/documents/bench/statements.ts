/**
 * 200 varied statements rendered one after another and saved to a temporary folder, on one core (issue #33): the
 * feature's target is 2,000 statements generated and saved in ≤ 60 s on a 2-core machine, so one statement must take
 * well under 25 ms. Prints the median and p95 per statement (wall clock and CPU), the total and the peak RSS; exits
 * with 1 when the median passes 25 ms. BENCH_DETAIL=1 prints each statement's time too.
 *   npx tsx packages/documents/bench/statements.ts [count]
 * React runs as in production (as `npm start` runs the server) unless NODE_ENV says otherwise: its development build
 * adds about a tenth.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { paymentReferenceOf } from '@horizontal/domain';
import { firstNames, lastNames, seededRandom } from '@horizontal/domain/demo';
import { PNG } from 'pngjs';
import type { StatementPdfData } from '../src/index.ts';

// Before React is first loaded, which reads it once.
process.env.NODE_ENV ??= 'production';
const { renderStatementPdf } = await import('../src/index.ts');

const LIMIT_MEDIAN_MS = 25;
const count = Number(process.argv[2] ?? 200);
const random = seededRandom(33);

/** The administradora's logo, as the server would read it from storage: a 360×120 PNG with some detail. */
const logo = (() => {
  const png = new PNG({ width: 360, height: 120 });
  for (let y = 0; y < png.height; y += 1) {
    for (let x = 0; x < png.width; x += 1) {
      const at = (png.width * y + x) * 4;
      const ink = (x / 24 + y / 12) % 2 < 1 ? 40 : 220;
      png.data.set([ink, ink, ink, 255], at);
    }
  }
  return new Uint8Array(PNG.sync.write(png));
})();

const towers = [null, 'Torre A', 'Torre B', 'Torre Norte', 'Bloque único'];
const amount = (max: number) => random.int(0, max) * 100 + random.int(0, 99);

const statement = (index: number): StatementPdfData => {
  const payer = random.chance(0.2) ? 'inquilino' : 'propietario';
  const debtLines = random.chance(0.7) ? 0 : random.chance(0.9) ? random.int(1, 6) : 30;
  const prevBalance = debtLines === 0 ? 0 : amount(40_000);
  // Some pay more than they owed: a credit, «Saldo a favor».
  const payments = random.chance(0.5) ? prevBalance : amount(random.chance(0.1) ? 80_000 : 10_000);
  const balance = prevBalance - payments;
  const figures = {
    prevBalance,
    payments,
    balance,
    surcharge: debtLines === 0 ? 0 : amount(2_000),
    commonExpenses: amount(12_000),
    extraFee: random.chance(0.3) ? amount(3_000) : 0,
    reserveFound: amount(1_200),
    commonAreas: random.chance(0.2) ? amount(1_500) : 0,
  };
  const totalPeriod =
    figures.surcharge + figures.commonExpenses + figures.extraFee + figures.reserveFound + figures.commonAreas;
  const apartmentId = index + 1;
  return {
    complejo: { name: 'Complejo Parque Batlle Ñandubay', address: 'Av. Dr. Américo Ricaldoni 2345, Montevideo' },
    issuer: {
      name: 'Administración Peñarol S.R.L.',
      phone: '2601 2345',
      email: 'cobranzas@administracion.com.uy',
      logo,
    },
    period: '2026-03',
    dueDate: '2026-04-10',
    issuedOn: '2026-03-31',
    unit: { apartment: String(100 * random.int(1, 12) + random.int(1, 8)), tower: random.pick(towers) },
    payer,
    billedTo: random.chance(0.05)
      ? null
      : `${random.pick(firstNames)} ${random.pick(lastNames)} ${random.pick(lastNames)}`,
    figures: { ...figures, totalPeriod, totalDebt: balance + totalPeriod },
    debt: {
      lines: Array.from({ length: debtLines }, (_, line) => ({
        period: `${2026 - Math.floor((line + 10) / 12)}-${String(12 - ((line + 10) % 12)).padStart(2, '0')}`,
        dueDate: '2025-12-10',
        capital: amount(12_000),
        surcharge: amount(900),
      })),
      indexNote: debtLines === 0 ? null : 'Reajuste con el IPC de febrero 2026, el último publicado.',
    },
    paymentReference: paymentReferenceOf({ buildingId: 12, apartmentId, payer }),
  };
};

const statements = Array.from({ length: count }, (_, index) => statement(index));
const folder = mkdtempSync(join(tmpdir(), 'statements-'));
const times: number[] = [];
// CPU time too: the machine is shared, and a neighbour's work lengthens the wall-clock time of a render, not its CPU.
const cpuTimes: number[] = [];
let bytes = 0;
const started = performance.now();
try {
  for (const [index, data] of statements.entries()) {
    const from = performance.now();
    const cpuFrom = process.cpuUsage();
    const pdf = await renderStatementPdf(data);
    writeFileSync(join(folder, `${index}.pdf`), pdf);
    times.push(performance.now() - from);
    const cpu = process.cpuUsage(cpuFrom);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
    bytes += pdf.length;
    if (process.env.BENCH_DETAIL) {
      console.log(`#${index}: ${data.debt.lines.length} meses de deuda, ${(performance.now() - from).toFixed(1)} ms`);
    }
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
const total = performance.now() - started;

/** The share-th quantile of the renders after the first, which reads and parses the fonts. */
const quantile = (values: number[], share: number) => {
  const sorted = values.slice(1).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
};
const at = (share: number) => quantile(times, share);
const median = at(0.5);
const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(`${count} estados de cuenta generados y guardados, uno tras otro`);
console.log(`  el primero (lee las fuentes): ${ms(times[0] ?? 0)}`);
console.log(`  por estado de cuenta, sin el primero: mediana ${ms(median)}, p95 ${ms(at(0.95))}, máx ${ms(at(1))}`);
console.log(
  `  tiempo de CPU por estado de cuenta: mediana ${ms(quantile(cpuTimes, 0.5))}, p95 ${ms(quantile(cpuTimes, 0.95))}`,
);
console.log(`  total: ${ms(total)}; ${(bytes / count / 1024).toFixed(1)} KB por PDF`);
console.log(`  RSS máximo: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
if (median > LIMIT_MEDIAN_MS) {
  console.error(`La mediana pasa de ${LIMIT_MEDIAN_MS} ms por estado de cuenta.`);
  process.exitCode = 1;
}
