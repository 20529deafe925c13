import {
  addDays,
  contract,
  montevideoToday,
  type Payer,
  paymentReferenceOf,
  periodOf,
  commonExpenseMessages as text,
} from '@horizontal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../core/test/test-app';
import { createComplejo } from '../../core/test/test-complejo';
import { users } from '../../db/schema';
import { demoLogins } from '../../seed/demo';

const calls = contract.commonExpenses;
const [, admin] = demoLogins;
let t: TestApp;
let asAdmin: Record<string, string>;
let companyId = 0;
let periodId = 0;
let complejo: Awaited<ReturnType<typeof createComplejo>>;
let files = 0;
const today = montevideoToday();
const typedToday = today.split('-').reverse().join('/');

const referenceOf = (index: number, payer: Payer = 'propietario') =>
  paymentReferenceOf({ buildingId: complejo.id, apartmentId: complejo.units[index]!.id, payer });

const importing = async (csv: string | Buffer, id = periodId) => {
  files += 1;
  const key = `c${companyId}/gastoscomunes/2026/11/pagos-${files}.csv`;
  await t.app.storage.put(key, Buffer.isBuffer(csv) ? csv : Buffer.from(csv), 'text/csv');
  return t.call(calls.importPayments, { headers: asAdmin, body: { commonExpenseId: id, key } });
};

const accountOf = async (index: number) => {
  const rows = (await t.call(calls.detail, { headers: asAdmin, params: { id: periodId } })).json()
    .commonExpensesDetail as { apartmentId: number; payer: string; payments: number; totalDebt: number }[];
  return rows.find((row) => row.apartmentId === complejo.units[index]!.id && row.payer === 'propietario')!;
};

beforeAll(async () => {
  t = await createTestApp();
  asAdmin = await t.headersOf(admin!);
  const [adminRow] = await t.db.select().from(users).where(eq(users.email, admin!.email));
  companyId = adminRow!.companyId!;
  complejo = await createComplejo(t.db, {
    companyId,
    name: 'Complejo Pagos de Prueba',
    coefficients: [50, 50],
    userIds: [adminRow!.id],
  });
  const created = await t.call(calls.create, {
    headers: asAdmin,
    body: { buildingId: complejo.id, period: periodOf(today) },
  });
  periodId = created.json().commonExpense.id;
  // An opening debt to pay: the complejo's first period takes it from the details template.
  await t.call(calls.createDetail, {
    headers: asAdmin,
    body: { commonExpenseId: periodId, details: [{ apartmentId: complejo.units[0]!.id, prevBalance: 1_000_000 }] },
  });
});
afterAll(() => t.close());

describe('a collection network’s payments file', () => {
  const file = () =>
    [
      'Referencia;Fecha;Importe;Comprobante;Agencia',
      `${referenceOf(0)};${typedToday};4.500,00;AB-1001;Abitab 12`,
      `${referenceOf(0).slice(0, -1)}${(Number(referenceOf(0).at(-1)) + 1) % 10};${typedToday};100,00;AB-1002;`,
      `${paymentReferenceOf({ buildingId: complejo.id + 1_000, apartmentId: 5, payer: 'propietario' })};${typedToday};100,00;AB-1003;`,
      '',
      `${referenceOf(1)};${typedToday};200,00;AB-1001;`,
      `${referenceOf(1)};${addDays(today, 3).split('-').reverse().join('/')};200,00;AB-1004;`,
    ].join('\r\n');

  it('confirms each line it can, lists the others with their line and reason, and lowers the debt', async () => {
    const before = await accountOf(0);
    const res = await importing(file());
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect([answer.confirmed, answer.repeated]).toEqual([1, 0]);
    expect(answer.rejected.map((line: { line: number; reason: string }) => [line.line, line.reason])).toEqual([
      [3, 'El dígito verificador de la referencia no coincide: revise los dígitos.'],
      [4, text.unknownAccount],
      [6, 'El comprobante AB-1001 ya está en la línea 2: no se toma dos veces.'],
      [7, text.paidInFuture],
    ]);
    expect(answer.message.split('\n')[0]).toBe('Se confirmó 1 pago; 4 líneas no se tomaron.');
    const after = await accountOf(0);
    expect(after.payments - before.payments).toBe(450_000);
    expect(before.totalDebt - after.totalDebt).toBe(450_000);
  });

  it('changes nothing when the same file comes again', async () => {
    const before = await accountOf(0);
    const res = await importing(file());
    expect([res.json().confirmed, res.json().repeated, res.json().rejected.length]).toEqual([0, 1, 4]);
    expect(await accountOf(0)).toEqual(before);
  });

  it('reads a file saved by Excel on Windows: commas, Windows-1252 and plain decimals', async () => {
    const csv = `Referencia,Fecha,Importe,Comprobante\r\n${referenceOf(1)},${today},1234.50,RÉD-77\r\n`;
    const res = await importing(Buffer.from(csv, 'latin1'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().confirmed).toBe(1);
    expect((await accountOf(1)).payments).toBe(123_450);
  });

  it('a receipt another account’s payment used is that line’s problem, not the file’s', async () => {
    const res = await importing(
      `Referencia;Fecha;Importe;Comprobante\n${referenceOf(0)};${typedToday};999,00;RÉD-77\n`,
    );
    expect(res.json().confirmed).toBe(0);
    expect(res.json().rejected[0].reason).toBe(text.referenceTaken('RÉD-77', 123_450));
  });

  it('refuses a file without the columns, or with nothing under them', async () => {
    expect((await importing('Cuenta;Monto\n1;2\n')).json()).toEqual({ ok: false, message: text.paymentsFileHeaders });
    expect((await importing('Referencia;Fecha;Importe;Comprobante\n\n')).json()).toEqual({
      ok: false,
      message: text.paymentsFileEmpty,
    });
  });

  it('takes no payment into a closed month', async () => {
    const closed = await t.call(calls.close, { headers: asAdmin, body: { commonExpenseId: periodId } });
    expect(closed.statusCode, closed.body).toBe(200);
    const res = await importing(`Referencia;Fecha;Importe;Comprobante\n${referenceOf(0)};${typedToday};1,00;AB-9\n`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(text.paymentsClosed('cerrado'));
  });
});
