import {
  addPeriods,
  commonExpenseMessages,
  contract,
  montevideoToday,
  movementSheet,
  periodExportColumns,
  periodOf,
  sheetLayouts,
  templateFileNames,
  XLSX_CONTENT_TYPE,
} from '@horizontal/domain';
import { sofficePath, workbookAsCsv } from '@horizontal/test-support/libreoffice';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../core/test/test-app';
import { createComplejo } from '../../core/test/test-complejo';
import { users } from '../../db/schema';
import { demoLogins } from '../../seed/demo';

const [, admin, adminB] = demoLogins;
let t: TestApp;
let asAdmin: Record<string, string>;
let asB: Record<string, string>;
let periodId = 0;
let companyId = 0;
let buildingId = 0;

const workbookOf = async (bytes: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
};
const rowValues = (sheet: ExcelJS.Worksheet, number: number) => (sheet.getRow(number).values as unknown[]).slice(1);

const statementsOfPeriod = async () =>
  (await t.call(contract.commonExpenses.detail, { headers: asAdmin, params: { id: periodId } })).json()
    .commonExpensesDetail as { apartment: string; totalDebt: number }[];

beforeAll(async () => {
  t = await createTestApp();
  asAdmin = await t.headersOf(admin!);
  asB = await t.headersOf(adminB!);
  const [adminRow] = await t.db.select().from(users).where(eq(users.email, admin!.email));
  companyId = adminRow!.companyId!;
  const complejo = await createComplejo(t.db, {
    companyId,
    name: 'Complejo Exportación de Prueba',
    coefficients: [25, 25, 25, 25],
    rented: [2],
    userIds: [adminRow!.id],
  });
  buildingId = complejo.id;
  const period = addPeriods(periodOf(montevideoToday()), -1);
  const created = await t.call(contract.commonExpenses.create, {
    headers: asAdmin,
    body: { buildingId: complejo.id, period },
  });
  periodId = created.json().commonExpense.id;
  await t.call(contract.commonExpenses.createMovement, {
    headers: asAdmin,
    body: {
      commonExpenseId: periodId,
      movements: [{ date: `${period}-05`, type: 'egreso', description: 'Limpieza', amount: 1_234_567 }],
    },
  });
  expect(
    (await t.call(contract.commonExpenses.close, { headers: asAdmin, body: { commonExpenseId: periodId } })).statusCode,
  ).toBe(200);
});
afterAll(() => t.close());

describe('the templates', () => {
  it.each([
    ['movimientos', contract.templates.commonExpensesMovements, templateFileNames.commonExpensesMovements],
    ['detalle', contract.templates.commonExpensesDetail, templateFileNames.commonExpensesDetail],
  ] as const)(
    'the %s template has the headers, an example row and what each column takes',
    async (kind, call, fileName) => {
      const res = await t.call(call, { headers: asAdmin });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
      expect(res.headers['content-disposition']).toContain(fileName);
      const layout = sheetLayouts[kind];
      const book = await workbookOf(res.rawPayload);
      const sheet = book.getWorksheet(layout.sheetName)!;
      expect(rowValues(sheet, 1)).toEqual(layout.columns.map((column) => column.header));
      expect(sheet.actualRowCount).toBe(2);
      layout.columns.forEach((column, index) => {
        const cell = sheet.getRow(2).getCell(index + 1);
        if (column.kind === 'pesos') expect([cell.value, cell.numFmt]).toEqual([layout.example[index], '"$ "#,##0.00']);
        if (column.kind === 'date')
          expect([cell.value, cell.numFmt]).toEqual([new Date(`${layout.example[index]}T00:00:00Z`), 'dd/mm/yyyy']);
      });
      const instructions = book.getWorksheet('Instrucciones')!;
      expect(instructions.getColumn(1).values.slice(2, 2 + layout.columns.length)).toEqual(
        layout.columns.map((column) => column.header),
      );
    },
  );

  it('the movements template, uploaded as it comes, is read back into its example movement', async () => {
    const template = await t.call(contract.templates.commonExpensesMovements, { headers: asAdmin });
    const next = await t.call(contract.commonExpenses.create, {
      headers: asAdmin,
      body: { buildingId, period: addPeriods(periodOf(montevideoToday()), 0) },
    });
    const key = `c${companyId}/gastoscomunes/2026/11/plantilla.xlsx`;
    await t.app.storage.put(key, template.rawPayload, XLSX_CONTENT_TYPE);
    const res = await t.call(contract.commonExpenses.importSheet, {
      headers: asAdmin,
      body: { commonExpenseId: next.json().commonExpense.id, sheet: 'movimientos', key },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [date, type, category, description, amount] = movementSheet.example;
    expect(res.json().movements).toEqual([
      expect.objectContaining({
        date,
        type: String(type).toLowerCase(),
        category,
        description,
        amount: Number(amount) * 100,
      }),
    ]);
  });
});

describe('the month exported', () => {
  it('has a row per statement, with money as numbers in cells formatted as pesos, under the name asked for', async () => {
    const res = await t.call(contract.templates.commonExpensesXls, {
      headers: asAdmin,
      body: { commonExpenseId: periodId, fileName: 'Gastos de octubre' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''Gastos%20de%20octubre.xlsx");
    const statements = await statementsOfPeriod();
    const sheet = (await workbookOf(res.rawPayload)).worksheets[0]!;
    expect(rowValues(sheet, 1)).toEqual(periodExportColumns.map((column) => column.header));
    expect(sheet.actualRowCount).toBe(statements.length + 1);
    const debtColumn = periodExportColumns.findIndex((column) => column.header === 'Deuda total') + 1;
    const first = sheet.getRow(2);
    const statement = statements.find((row) => row.apartment === first.getCell(2).value)!;
    expect(first.getCell(debtColumn).value).toBe(statement.totalDebt / 100);
    expect(first.getCell(debtColumn).numFmt).toBe('"$ "#,##0.00');
  });

  it('another administradora gets no file of the period', async () => {
    const res = await t.call(contract.templates.commonExpensesXls, {
      headers: asB,
      body: { commonExpenseId: periodId, fileName: 'ajeno' },
    });
    expect(res.json()).toEqual({ ok: false, message: commonExpenseMessages.notFound });
  });

  // LibreOffice opens the file without a repair prompt when it converts it headless; where it is not installed
  // (a developer's laptop), ExcelJS's reading above is the check.
  it.runIf(sofficePath)('opens cleanly in LibreOffice', { timeout: 120_000 }, async () => {
    const res = await t.call(contract.templates.commonExpensesXls, {
      headers: asAdmin,
      body: { commonExpenseId: periodId, fileName: 'libreoffice' },
    });
    const lines = (await workbookAsCsv(res.rawPayload)).trim().split('\n');
    expect(lines[0]!.replaceAll('"', '')).toBe(periodExportColumns.map((column) => column.header).join(','));
    expect(lines).toHaveLength((await statementsOfPeriod()).length + 1);
  });
});
