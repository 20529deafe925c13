import {
  addPeriods,
  contract,
  detailSheet,
  montevideoToday,
  movementSheet,
  periodOf,
  type SheetLayout,
  commonExpenseMessages as text,
} from '@horizontal/domain';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { createTestApp, type TestApp } from '../../core/test/test-app';
import { createComplejo } from '../../core/test/test-complejo';
import { companies, movements, users } from '../../db/schema';
import { demoLogins } from '../../seed/demo';

const calls = contract.commonExpenses;
const [, admin, adminB] = demoLogins;
let t: TestApp;
let asAdmin: Record<string, string>;
let asB: Record<string, string>;
let companyId = 0;
let periodId = 0;
let complejo: Awaited<ReturnType<typeof createComplejo>>;
let keys = 0;

const xlsxOf = (layout: SheetLayout, rows: unknown[][], headers: unknown[] = layout.columns.map((c) => c.header)) => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([headers, ...rows]), layout.sheetName);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
};

/** Stores bytes as an upload of the company would (getsignedurl's «c<id>/» folder) and gives the key. */
const stored = async (bytes: Buffer, company = companyId) => {
  keys += 1;
  const key = `c${company}/gastoscomunes/2026/11/prueba-${keys}.xlsx`;
  await t.app.storage.put(key, bytes, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  return key;
};

const importing = async (sheet: 'movimientos' | 'detalle', bytes: Buffer, headers = asAdmin, id = periodId) =>
  t.call(calls.importSheet, { headers, body: { commonExpenseId: id, sheet, key: await stored(bytes) } });

const movementCount = async () =>
  (await t.db.select().from(movements).where(eq(movements.commonExpenseId, periodId))).length;

beforeAll(async () => {
  t = await createTestApp();
  asAdmin = await t.headersOf(admin!);
  asB = await t.headersOf(adminB!);
  const [adminRow] = await t.db.select().from(users).where(eq(users.email, admin!.email));
  const [company] = await t.db.select().from(companies).where(eq(companies.id, adminRow!.companyId!));
  companyId = company!.id;
  complejo = await createComplejo(t.db, {
    companyId,
    name: 'Complejo Planillas de Prueba',
    coefficients: [50, 50],
    userIds: [adminRow!.id],
  });
  const period = addPeriods(periodOf(montevideoToday()), -1);
  const created = await t.call(calls.create, { headers: asAdmin, body: { buildingId: complejo.id, period } });
  periodId = created.json().commonExpense.id;
});
afterAll(() => t.close());

describe('importing a filled movements template', () => {
  it('takes every row of a right sheet, typed as people type them, and answers the period as it is after', async () => {
    const day = new Date(Date.UTC(2026, 9, 5));
    const res = await importing(
      'movimientos',
      xlsxOf(movementSheet, [
        [day, 'Egreso', 'Limpieza', 'Productos de limpieza', 12_345.67],
        [],
        ['06/10/2026', 'ingreso', '', 'Alquiler del salón', '$ 1.500,50'],
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.message).toBe(text.sheetImported('movimientos', 2));
    expect(answer.imported).toBe(2);
    expect(
      answer.movements.map((row: Record<string, unknown>) => [row.date, row.type, row.category, row.amount]),
    ).toEqual([
      ['2026-10-05', 'egreso', 'Limpieza', 1_234_567],
      ['2026-10-06', 'ingreso', '', 150_050],
    ]);
  });

  it('lists every wrong row by its row and column, and writes nothing', async () => {
    const before = await movementCount();
    const res = await importing(
      'movimientos',
      xlsxOf(movementSheet, [
        ['07/10/2026', 'Egreso', 'Portería', 'Sueldo', 40_000],
        ['31/02/2026', 'Gasto', 'Luz', '', '12.50'],
      ]),
    );
    expect(res.statusCode).toBe(400);
    const [summary, ...lines] = res.json().message.split('\n');
    expect(summary).toBe('La planilla tiene 3 errores: no se guardó nada. Corríjala y vuelva a subirla.');
    expect(lines).toEqual([
      'Fila 3, columna «Fecha»: La fecha 31/02/2026 no existe.',
      'Fila 3, columna «Tipo»: Escriba Ingreso o Egreso.',
      expect.stringMatching(/^Fila 3, columna «Importe»: /),
    ]);
    expect(await movementCount()).toBe(before);
  });

  it('names the headers a sheet should have, and refuses an empty one', async () => {
    const wrong = await importing('movimientos', xlsxOf(movementSheet, [['x']], ['Día', 'Monto']));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(text.sheetHeaders('Fecha, Tipo, Categoría, Descripción, Importe'));
    const empty = await importing('movimientos', xlsxOf(movementSheet, []));
    expect(empty.json()).toEqual({ ok: false, message: text.sheetEmpty });
  });
});

describe('importing a filled details template', () => {
  it('finds each unit by its tower and number, and sets what the template carries on its statement', async () => {
    const res = await importing(
      'detalle',
      xlsxOf(detailSheet, [
        ['T', '101', 'Propietario', 2_000, 350],
        ['Torre T', '102', '', 0, 0],
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().commonExpensesDetail as { apartment: string; prevBalance: number; commonAreas: number }[];
    expect(rows.find((row) => row.apartment === '101')).toMatchObject({ prevBalance: 200_000, commonAreas: 35_000 });
    expect(res.json().message).toBe(text.sheetImported('detalle', 2));
  });

  it('says which row names a unit the complejo does not have', async () => {
    const res = await importing('detalle', xlsxOf(detailSheet, [['T', '999', 'Propietario', 0, 10]]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message.split('\n')[1]).toBe(
      'Fila 2, columna «Unidad»: No hay una unidad T · 999 en el complejo.',
    );
  });
});

describe('an upload is untrusted', () => {
  it('refuses bytes that are not a workbook, in Spanish', async () => {
    const res = await importing('movimientos', Buffer.from('PK\u0003\u0004 esto no es una planilla'));
    expect(res.json()).toEqual({ ok: false, message: text.sheetUnreadable });
  });

  it('stops a zip bomb before it inflates past its limit', async () => {
    const bomb = new JSZip();
    bomb.file('[Content_Types].xml', '<Types/>');
    bomb.file('xl/worksheets/sheet1.xml', Buffer.alloc(60 * 1024 * 1024, 0x20));
    const bytes = await bomb.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(bytes.length).toBeLessThan(1024 * 1024);
    const started = performance.now();
    const res = await importing('movimientos', bytes);
    expect(res.json()).toEqual({ ok: false, message: text.sheetTooLarge });
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('refuses more rows than a month has', async () => {
    const rows = Array.from({ length: 5_001 }, () => ['07/10/2026', 'Egreso', '', 'Fila', 1]);
    const res = await importing('movimientos', xlsxOf(movementSheet, rows));
    expect(res.json()).toEqual({ ok: false, message: text.sheetTooManyRows });
  });

  it('never reads another administradora’s file, nor imports into its period', async () => {
    const [other] = await t.db.select().from(companies).where(eq(companies.name, 'Administradora del Sur'));
    const foreignKey = await stored(
      xlsxOf(movementSheet, [['07/10/2026', 'Egreso', '', 'Ajeno', 1]]),
      other?.id ?? 999,
    );
    const res = await t.call(calls.importSheet, {
      headers: asAdmin,
      body: { commonExpenseId: periodId, sheet: 'movimientos', key: foreignKey },
    });
    expect(res.json()).toEqual({ ok: false, message: text.sheetMissing });
    const intoForeign = await importing(
      'movimientos',
      xlsxOf(movementSheet, [['07/10/2026', 'Egreso', '', 'x', 1]]),
      asB,
    );
    expect(intoForeign.json()).toEqual({ ok: false, message: text.notFound });
  });
});

describe('a closed period', () => {
  it('takes no sheet: its movements and detail are fixed', async () => {
    const closed = await t.call(calls.close, { headers: asAdmin, body: { commonExpenseId: periodId } });
    expect(closed.statusCode, closed.body).toBe(200);
    const res = await importing('movimientos', xlsxOf(movementSheet, [['07/10/2026', 'Egreso', '', 'Tarde', 1]]));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(text.movementsLocked('cerrado'));
  });
});
