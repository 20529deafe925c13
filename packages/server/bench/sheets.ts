/**
 * The spreadsheets of gastos comunes at the size of a large complejo (2,000 units, a tenant billed apart in one in
 * ten), as an administrator through the server (app.inject):
 *
 * - a filled movements template of 2,000 rows, and a details template of 2,000 rows (one per unit), stored as an
 *   upload and imported (POST /commonexpenses/import): each ≤ 3 s;
 * - the closed month's detail exported (POST /docs/commonexpenses/xls, ~2,200 rows): ≤ 2 s;
 * - the process's resident memory, sampled every 20 ms through all of it: ≤ 512 MB. On PGlite the database lives
 *   in the same process, so the figure holds the database too, measured as `npm start` runs (as-npm-start.ts).
 *
 * Prints the figures and exits with 1 when a goal is missed:
 *
 *   npx tsx packages/server/bench/sheets.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx packages/server/bench/sheets.ts
 */
import {
  addPeriods,
  contract,
  detailSheet,
  montevideoToday,
  movementSheet,
  periodOf,
  XLSX_CONTENT_TYPE,
} from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import * as XLSX from 'xlsx';
import { benchAsNpmStart } from './as-npm-start';

const UNITS = 2_000;
const ROWS = 2_000;
const goals = { importMs: 3_000, exportMs: 2_000, rssMb: 512 };

const mb = (bytes: number) => Math.round(bytes / 1_048_576);

const xlsxOf = (sheetName: string, rows: unknown[][]) => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), sheetName);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
};

/** Imports both sheets and exports the month, sampling this process's memory throughout; prints the figures. */
const importExportAndMeasure = async (
  app: FastifyInstance,
  headers: Record<string, string>,
  companyId: number,
  periodId: number,
) => {
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20);
  const post = async (path: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url: `/api${path}`, headers, payload });
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.body.slice(0, 300)}`);
    return res;
  };
  const period = addPeriods(periodOf(montevideoToday()), -1);
  // What the process holds before the first sheet: the server, and on PGlite the database with 2,000 units.
  const settledRss = process.memoryUsage().rss;

  const timedImport = async (sheet: 'movimientos' | 'detalle', bytes: Buffer) => {
    const key = `c${companyId}/gastoscomunes/bench-${sheet}.xlsx`;
    await app.storage.put(key, bytes, XLSX_CONTENT_TYPE);
    const before = performance.now();
    const res = await post(contract.commonExpenses.importSheet.path, {
      commonExpenseId: periodId,
      sheet,
      key,
    });
    return { ms: performance.now() - before, imported: res.json().imported as number, kb: bytes.length / 1024 };
  };

  const movementRows = Array.from({ length: ROWS }, (_, index) => [
    `${String((index % 28) + 1).padStart(2, '0')}/${period.slice(5)}/${period.slice(0, 4)}`,
    index % 5 === 0 ? 'Ingreso' : 'Egreso',
    ['Limpieza', 'Sueldos', 'Mantenimiento', 'Servicios'][index % 4],
    `Movimiento ${index + 1} del mes`,
    1_000 + (index % 97) * 13.25,
  ]);
  const movements = await timedImport(
    'movimientos',
    xlsxOf(movementSheet.sheetName, [movementSheet.columns.map((column) => column.header), ...movementRows]),
  );
  // The units of the bench's complejo: tower «T», numbers 101, 102… (core/test/test-complejo.ts).
  const detailRows = Array.from({ length: UNITS }, (_, index) => [
    'T',
    String(101 + index),
    'Propietario',
    index * 10,
    index % 3 ? 0 : 850,
  ]);
  const details = await timedImport(
    'detalle',
    xlsxOf(detailSheet.sheetName, [detailSheet.columns.map((column) => column.header), ...detailRows]),
  );

  await post(contract.commonExpenses.close.path, { commonExpenseId: periodId });
  await post(contract.templates.commonExpensesXls.path, {
    commonExpenseId: periodId,
    fileName: 'calentamiento',
  });
  const exportTimes: number[] = [];
  let exportRows = 0;
  let exportKb = 0;
  for (let round = 0; round < 5; round += 1) {
    const before = performance.now();
    const res = await post(contract.templates.commonExpensesXls.path, {
      commonExpenseId: periodId,
      fileName: 'mes',
    });
    exportTimes.push(performance.now() - before);
    exportKb = res.rawPayload.length / 1024;
    const book = XLSX.read(res.rawPayload, { type: 'buffer', sheetRows: 0 });
    exportRows = XLSX.utils.decode_range(book.Sheets[book.SheetNames[0]!]!['!ref']!).e.r;
  }
  const exportMax = Math.max(...exportTimes);

  console.log(`Base de datos: ${app.database.kind}; ${UNITS} unidades`);
  console.log(
    `Importar movimientos (${movements.imported} filas, ${movements.kb.toFixed(0)} KB): ${movements.ms.toFixed(0)} ms (meta ≤ ${goals.importMs} ms)`,
  );
  console.log(
    `Importar detalle (${details.imported} filas, ${details.kb.toFixed(0)} KB): ${details.ms.toFixed(0)} ms (meta ≤ ${goals.importMs} ms)`,
  );
  console.log(
    `Exportar el mes (${exportRows} filas, ${exportKb.toFixed(0)} KB): máximo de 5 exportaciones, ${exportMax.toFixed(0)} ms (meta ≤ ${goals.exportMs} ms)`,
  );
  console.log(
    `Memoria residente máxima del proceso: ${mb(peakRss)} MB, ${mb(settledRss)} MB antes de la primera planilla (meta ≤ ${goals.rssMb} MB)`,
  );
  if (
    movements.ms > goals.importMs ||
    details.ms > goals.importMs ||
    exportMax > goals.exportMs ||
    mb(peakRss) > goals.rssMb
  ) {
    console.log('No se cumplen las metas.');
    process.exitCode = 1;
  }
  clearInterval(sampler);
};

await benchAsNpmStart({
  complejo: 'Complejo de Prueba de Planillas',
  units: UNITS,
  prepare: async ({ app, headers, complejoId }) => {
    const period = addPeriods(periodOf(montevideoToday()), -1);
    const res = await app.inject({
      method: 'POST',
      url: `/api${contract.commonExpenses.create.path}`,
      headers,
      payload: { buildingId: complejoId, period },
    });
    return { periodId: res.json().commonExpense.id as number };
  },
  measure: ({ app, headers, companyId }, { periodId }) => importExportAndMeasure(app, headers, companyId, periodId),
});
