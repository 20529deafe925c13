import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { moduleRoutes } from './define';
import { allCalls, contract } from './index';

/** English words zod uses in its default messages: none may reach a person. */
const english = /invalid|expected|received|required|too (small|big)|must|string|number|object|array/i;

const shapeOf = (schema: z.ZodType): Record<string, z.ZodType> | null => {
  const inner = schema instanceof z.ZodOptional ? schema.unwrap() : schema;
  return inner instanceof z.ZodObject ? (inner.shape as Record<string, z.ZodType>) : null;
};

describe('the contract', () => {
  it('names every call after its group and key, once', () => {
    for (const [group, calls] of Object.entries(contract)) {
      for (const [key, call] of Object.entries(calls)) expect(call.name).toBe(`${group}.${key}`);
    }
    const names = allCalls.map((call) => call.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives each method and path to one call only', () => {
    const routes = allCalls.map((call) => `${call.method} ${call.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('makes public exactly signin, contact, access, forgot, validate and the /general GETs', () => {
    const publicCalls = allCalls.filter((call) => call.public).map((call) => call.name);
    const expected = [
      'auth.signin',
      'auth.contact',
      'auth.access',
      'auth.forgot',
      'auth.validate',
      ...allCalls.filter((call) => call.path.startsWith('/general/') && call.method === 'GET').map((c) => c.name),
    ];
    expect(publicCalls.sort()).toEqual(expected.sort());
    expect(contract.general.getSignedUrl.public).toBe(false);
    expect(contract.general.apartments.public).toBe(false);
  });

  it('declares a params schema for exactly the placeholders of each path', () => {
    for (const call of allCalls) {
      const placeholders = [...call.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
      const keys = Object.keys(shapeOf(call.params) ?? {});
      expect(keys, call.name).toEqual(placeholders);
      // Ids are any positive number; a year (Contabilidad's) one of 2000–2100.
      const valid = Object.fromEntries(placeholders.map((name) => [name, name === 'year' ? '2026' : '12']));
      expect(call.params.safeParse(valid).success, call.name).toBe(true);
      for (const name of placeholders) {
        const refused = call.params.safeParse({ ...valid, [name!]: 'doce' });
        expect(refused.success, call.name).toBe(false);
        expect(refused.error?.issues[0]?.message, call.name).toMatch(/^El (identificador|año) de la ruta debe ser/);
      }
    }
  });

  it('names an administrator module only from the menu of SPEC §2, and a screen for every module', () => {
    for (const call of allCalls) {
      if (call.module) {
        expect(moduleRoutes, call.name).toContain(call.module);
        // A summary is guarded by the lists it counts, each with its own screen.
        if (call.summarizes) {
          expect(call.functionality, call.name).toBeUndefined();
          for (const summarized of call.summarizes) expect(summarized.module, call.name).toBe(call.module);
        } else if (call.module === '/contabilidad') {
          // The spec gives Contabilidad no screens: the module alone grants its calls.
          expect(call.functionality, call.name).toBeUndefined();
        } else expect(call.functionality, call.name).toMatch(/^[a-z]+(\/[a-z]+)+$/);
      }
    }
    expect(contract.residents.findAll).toMatchObject({ module: '/complejo', functionality: 'residentes/listado' });
    expect(contract.shipments.create).toMatchObject({ module: '/porteria', functionality: 'encomiendas/nuevo' });
  });

  it("marks only the file calls as blob answers: the spreadsheets, the year account's and the attendance sheet's PDF", () => {
    const blobs = allCalls.filter((call) => call.responseType === 'blob').map((call) => call.name);
    expect(blobs.sort()).toEqual([
      'assemblies.attendanceSheet',
      'commonExpenseDocuments.yearAccountPdf',
      'templates.commonExpensesDetail',
      'templates.commonExpensesMovements',
      'templates.commonExpensesXls',
    ]);
  });

  it('refuses a missing or malformed body in Spanish', () => {
    for (const call of allCalls) {
      const shape = shapeOf(call.request);
      if (!shape || Object.keys(shape).length === 0) continue;
      const missing = call.request.safeParse(null);
      expect(missing.success, call.name).toBe(false);
      expect(missing.error?.issues[0]?.message, call.name).not.toMatch(english);
      const empty = call.request.safeParse({});
      if (!empty.success) expect(empty.error.issues[0]?.message, call.name).not.toMatch(english);
      for (const field of Object.keys(shape)) {
        const wrong = call.request.safeParse({ [field]: { wrong: true } });
        expect(wrong.success, `${call.name}.${field}`).toBe(false);
        for (const issue of wrong.error?.issues ?? []) {
          expect(issue.message, `${call.name}.${field}`).not.toMatch(english);
        }
      }
    }
  });

  it('keeps ids positive and dates, times and periods in their wire format', () => {
    const reserve = contract.reserves.create.request;
    const valid = { buildingId: 1, commonAreaId: 2, turnId: 3, apartmentId: 4, date: '2026-03-05' };
    expect(reserve.safeParse(valid).success).toBe(true);
    expect(reserve.safeParse({ ...valid, date: '05/03/2026' }).error?.issues[0]?.message).toBe(
      'La fecha no es válida (aaaa-mm-dd).',
    );
    expect(reserve.safeParse({ ...valid, buildingId: 0 }).error?.issues[0]?.message).toBe('Seleccione el complejo.');
    const period = contract.commonExpenses.create.request;
    expect(period.safeParse({ buildingId: 1, period: '2026-13' }).error?.issues[0]?.message).toMatch(/aaaa-mm/);
    const maintenance = contract.maintenances.create.request;
    expect(
      maintenance.safeParse({ buildingId: 1, title: 'Poda', date: '2026-03-05', startTime: '14:00', endTime: '09:00' })
        .error?.issues[0]?.message,
    ).toBe('La hora de fin debe ser posterior a la de inicio.');
  });

  it('normalises CIs and RUTs to digits and refuses a wrong check digit', () => {
    const resident = contract.residents.create.request;
    const base = { buildingId: 1, name: 'Ana', lastName: 'Pérez', identity: '1.234.567-2' };
    expect(resident.parse(base).identity).toBe('12345672');
    expect(resident.safeParse({ ...base, identity: '1.234.567-3' }).error?.issues[0]?.message).toMatch(/no es válida/);
    const company = contract.companies.create.request;
    const rut = company.safeParse({
      name: 'X',
      rut: '21 100342 001 7',
      email: 'a@b.uy',
      phone: '24871234',
      address: 'Av. Italia 1',
    });
    expect(rut.data?.rut).toBe('211003420017');
  });

  it('asks for money as whole centésimos', () => {
    const payment = contract.commonExpenses.confirmPayment.request;
    const valid = { detailId: 1, amount: 123_456, paidOn: '2026-03-10', reference: 'TRF-991' };
    expect(payment.parse(valid)).toMatchObject({ amount: 123_456, method: 'transferencia', reference: 'TRF-991' });
    expect(payment.safeParse({ ...valid, reference: ' ' }).error?.issues[0]?.message).toBe(
      'Ingrese la referencia del pago (número de transferencia, recibo o comprobante).',
    );
    expect(payment.safeParse({ ...valid, amount: 12.5 }).success).toBe(false);
    expect(payment.safeParse({ ...valid, amount: 0 }).error?.issues[0]?.message).toBe(
      'El importe pagado debe ser mayor que cero.',
    );
  });

  it('needs a recipient for a new message but not for a reply', () => {
    const message = contract.messages.create.request;
    expect(message.safeParse({ buildingId: 1, text: 'Hola' }).error?.issues[0]?.message).toBe(
      'Elija a quién enviar el mensaje.',
    );
    expect(message.safeParse({ buildingId: 1, text: 'Hola', messageParentId: 4 }).success).toBe(true);
    expect(message.safeParse({ buildingId: 1, text: 'Hola', toAll: true }).success).toBe(true);
  });
});
