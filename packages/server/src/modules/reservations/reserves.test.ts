import {
  addDays,
  commonAreaMessages,
  contract,
  isCurrentReserve,
  montevideoToday,
  periodOf,
  type ReserveStatus,
  refusals,
  reserveMessages,
} from '@horizontal/domain';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfile, createStaff } from '../../core/test/staff';
import { createTestApp, mailText, type TestApp } from '../../core/test/test-app';
import {
  commonAreaCharges,
  commonExpenses,
  mailOutbox,
  maintenances,
  notifications,
  reserves,
  residents,
} from '../../db/schema';
import { demoLogins } from '../../seed/demo';
import { type BookingWorld, bookingOf, bookingWorld } from './test-bookings';

const [master, admin, adminB, desk] = demoLogins;
const calls = contract.reserves;
const text = reserveMessages;
let t: TestApp;
let w: BookingWorld;
let asAdmin: Record<string, string>;
const today = montevideoToday();

type Answer = {
  ok: boolean;
  message: string;
  reserve: { id: number; status: ReserveStatus; date: string; charge: { period: string; amount: number } | null };
};

const book = async (body: ReturnType<typeof bookingOf>, headers = asAdmin) => {
  const res = await t.call(calls.create, { headers, body });
  return { status: res.statusCode, answer: res.json() as Answer };
};

const setStatus = async (id: number, status: ReserveStatus, headers = asAdmin) => {
  const res = await t.call(calls.status, { headers, body: { id, status } });
  return { status: res.statusCode, answer: res.json() as Answer };
};

const mailsTo = async (email: string) =>
  (await t.outbox()).map(mailText).filter((mail) => mail.includes(`To: ${email}`));

/** The subjects of the e-mails queued to an address, in the order they were queued. */
const subjectsTo = async (email: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(asc(mailOutbox.id))).map(
    (mail) => mail.subject,
  );

const emailOf = async (residentId: number) =>
  (await t.db.select().from(residents).where(eq(residents.id, residentId)))[0]!.email!;

beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t);
  asAdmin = await t.headersOf(admin!);
});
afterAll(() => t.close());

describe('the lists of bookings', () => {
  it('splits the complejo’s bookings at today: the live ones ahead, today first, and the rest as history', async () => {
    const all = await t.db.select().from(reserves).where(eq(reserves.buildingId, w.parque));
    const current = (await t.call(calls.findAll, { headers: asAdmin, params: { id: w.parque } })).json().reserves as {
      id: number;
      date: string;
      startTime: string;
    }[];
    const historic = (await t.call(calls.historic, { headers: asAdmin, params: { id: w.parque } })).json().reserves as {
      id: number;
      date: string;
    }[];
    const expected = all.filter((row) =>
      isCurrentReserve({ date: row.date, status: row.status as ReserveStatus }, today),
    );
    expect(current.map((row) => row.id).sort()).toEqual(expected.map((row) => row.id).sort());
    expect(current.length).toBeGreaterThan(0);
    expect(historic.length).toBe(all.length - current.length);
    expect(current.map((row) => `${row.date} ${row.startTime}`)).toEqual(
      current.map((row) => `${row.date} ${row.startTime}`).sort(),
    );
    expect(historic.map((row) => row.date)).toEqual(
      historic
        .map((row) => row.date)
        .sort()
        .reverse(),
    );
    expect(current[0]).toMatchObject({
      buildingId: w.parque,
      commonArea: expect.any(String),
      turn: expect.any(String),
      startTime: expect.stringMatching(/^\d{2}:\d{2}$/),
      endTime: expect.stringMatching(/^\d{2}:\d{2}$/),
      apartment: expect.stringMatching(/^Torre [AB] · \d{3}$/),
      createdAt: expect.stringMatching(/Z$/),
    });
  });
});

describe("the demo's bookings", () => {
  it('charge the months ahead each from its own booking, as a confirmation would', async () => {
    const current = periodOf(today);
    const ahead = (await t.db.select().from(reserves)).filter(
      (row) => row.status === 'confirmada' && row.priceCents > 0 && periodOf(row.date) > current,
    );
    expect(ahead.length).toBeGreaterThan(0);
    const charges = await w.chargesOf(ahead.map((row) => row.id));
    expect(charges.map((charge) => [charge.reserveId, charge.period, charge.amountCents]).sort()).toEqual(
      ahead.map((row) => [row.id, periodOf(row.date), row.priceCents]).sort(),
    );
  });
});

describe('a new booking', () => {
  it('of an area without approval is confirmed at once, charges its month, and tells the resident and the administrators', async () => {
    const grill = await w.area(w.parque, 'Parrillero');
    const date = await w.freeDay(grill.id, 3);
    const [occupant] = await w.unitsFreeIn(w.parque, grill.id, date);
    const colleagueProfile = await createProfile(t, w.company, 'reservas-lectura', ['/complejo'], ['reservas/listado']);
    const colleague = await createStaff(t, w.company, 'colega', colleagueProfile, [w.parque]);
    const elsewhere = await createStaff(t, w.company, 'colega-buceo', colleagueProfile, [w.buceo]);

    const { status, answer } = await book(
      bookingOf(w.parque, grill, grill.turnNamed('Mediodía'), occupant!, date, 'Asado'),
    );
    expect(status).toBe(200);
    expect(answer).toMatchObject({
      ok: true,
      message: text.confirmed,
      reserve: {
        commonArea: 'Parrillero',
        turn: 'Mediodía',
        startTime: '11:00',
        endTime: '16:00',
        date,
        price: 120_000,
        notes: 'Asado',
        status: 'confirmada',
        residentId: occupant!.residentId,
        charge: { period: periodOf(date), amount: 120_000 },
      },
    });
    const [charge] = await w.chargesOf([answer.reserve.id]);
    expect(charge).toMatchObject({ apartmentId: occupant!.apartmentId, period: periodOf(date), amountCents: 120_000 });

    const told = await t.db.select().from(notifications).where(eq(notifications.userId, colleague.userId));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ typeId: 1, title: 'Reservas' });
    expect(told[0]!.text).toMatch(
      /^Nueva reserva: Parrillero, \d{2}\/\d{2}\/\d{4} \(Mediodía\), Torre [AB] · \d{3}\.$/,
    );
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, elsewhere.userId))).toHaveLength(0);

    const mails = await mailsTo(await emailOf(occupant!.residentId));
    expect(mails.at(-1)).toContain('Subject: Su reserva de Parrillero: confirmada');
    expect(mails.at(-1)).toContain('se suma a los gastos comunes');

    const listed = (await t.call(calls.findAll, { headers: asAdmin, params: { id: w.parque } })).json().reserves;
    expect(listed.map((row: { id: number }) => row.id)).toContain(answer.reserve.id);
  });

  it('of an area that needs approval waits; confirming charges its month and cancelling takes the charge back', async () => {
    const hall = await w.area(w.parque, 'Salón de fiestas');
    const date = await w.freeDay(hall.id, 5);
    const [occupant] = await w.unitsFreeIn(w.parque, hall.id, date);
    const created = await book(bookingOf(w.parque, hall, hall.turnNamed('Noche'), occupant!, date));
    expect(created.answer).toMatchObject({ message: text.pendingApproval, reserve: { status: 'pendiente' } });
    const id = created.answer.reserve.id;
    expect(await w.chargesOf([id])).toEqual([]);

    const skipped = await setStatus(id, 'cancelada');
    expect([skipped.status, skipped.answer.message]).toEqual([
      409,
      'No se puede pasar de «Pendiente» a «Cancelada». Desde «Pendiente» solo se puede pasar a «Confirmada» o «Rechazada».',
    ]);

    const confirmed = await setStatus(id, 'confirmada');
    expect(confirmed.answer).toMatchObject({
      ok: true,
      message: text.status,
      reserve: { status: 'confirmada', charge: { period: periodOf(date), amount: 250_000 } },
    });
    expect(await w.chargesOf([id])).toMatchObject([{ amountCents: 250_000, period: periodOf(date) }]);
    const again = await setStatus(id, 'confirmada');
    expect([again.status, again.answer.message]).toEqual([409, 'El registro ya está en estado «Confirmada».']);

    const cancelled = await setStatus(id, 'cancelada');
    expect(cancelled.answer.reserve).toMatchObject({ status: 'cancelada', charge: null });
    expect(await w.chargesOf([id])).toEqual([]);
    const final = await setStatus(id, 'confirmada');
    expect([final.status, final.answer.message]).toEqual([409, 'El estado «Cancelada» es final: no puede cambiarse.']);
    const history = (await t.call(calls.historic, { headers: asAdmin, params: { id: w.parque } })).json().reserves;
    expect(history.map((row: { id: number }) => row.id)).toContain(id);
    // Its detail says who booked it and who moved it last.
    const trail = await t.call(contract.history.record, { headers: asAdmin, body: { entity: 'reserves', id } });
    expect(trail.json().history).toEqual({
      created: { by: expect.any(String), at: expect.any(String) },
      changed: { by: expect.any(String), at: expect.any(String) },
    });

    const subjects = (await subjectsTo(await emailOf(occupant!.residentId))).slice(-3);
    expect(subjects).toEqual([
      'Su reserva de Salón de fiestas: pendiente de aprobación',
      'Su reserva de Salón de fiestas: confirmada',
      'Su reserva de Salón de fiestas: cancelada',
    ]);
  });

  it('refuses in Spanish what the rules do not allow, and writes nothing', async () => {
    const hall = await w.area(w.parque, 'Salón de fiestas');
    const grill = await w.area(w.parque, 'Parrillero');
    const gym = await w.area(w.buceo, 'Gimnasio');
    const playaHall = await w.area(w.playa, 'Salón comunal');
    const noon = grill.turnNamed('Mediodía');
    const day = await w.freeDay(grill.id, 2);
    const [first, second] = await w.unitsFreeIn(w.parque, grill.id, day);
    const [buceoOccupant] = await w.occupants(w.buceo);

    // The hall's one booking a month per unit: taken here, so that the second of the month is refused below.
    const hallDay = await w.freeDay(hall.id, 2);
    const [hallUnit] = await w.unitsFreeIn(w.parque, hall.id, hallDay);
    expect((await book(bookingOf(w.parque, hall, hall.turnNamed('Mediodía'), hallUnit!, hallDay))).status).toBe(200);
    const sameMonth = periodOf(addDays(hallDay, 1)) === periodOf(hallDay) ? addDays(hallDay, 1) : addDays(hallDay, -1);

    // A turn some live booking of the demo holds ahead, for another unit.
    const [taken] = (await t.db.select().from(reserves).where(eq(reserves.commonAreaId, grill.id))).filter(
      (row) => row.date > today && (row.status === 'pendiente' || row.status === 'confirmada'),
    );
    const [otherUnit] = await w.unitsFreeIn(w.parque, grill.id, taken!.date);
    const [planned] = (await t.db.select().from(maintenances).where(eq(maintenances.commonAreaId, grill.id))).filter(
      (row) => row.date > today && row.status === 'pendiente' && row.startTime! < '16:00' && row.endTime! > '11:00',
    );
    const [plannedUnit] = await w.unitsFreeIn(w.parque, grill.id, planned!.date);

    // A month already closed in gastos comunes takes no charge (more than a month ahead: a month with no period yet).
    const closedDay = await w.freeDay(grill.id, 35);
    const [closedUnit] = await w.unitsFreeIn(w.parque, grill.id, closedDay);
    const [closedPeriod] = await t.db
      .insert(commonExpenses)
      .values({ companyId: w.company, buildingId: w.parque, period: periodOf(closedDay), status: 'cerrado' })
      .returning();

    const inactive = await t.call(contract.commonAreas.create, {
      headers: asAdmin,
      body: { buildingId: w.parque, name: 'Quincho', turns: [{ name: 'Tarde', startTime: '14:00', endTime: '18:00' }] },
    });
    const quincho = inactive.json().commonArea as { id: number; turns: { id: number }[] };
    await t.call(contract.commonAreas.update, {
      headers: asAdmin,
      body: { id: quincho.id, name: 'Quincho', status: 'inactivo', turns: quincho.turns },
    });

    const snapshot = async () => ({
      reserves: (await t.db.select({ n: count() }).from(reserves))[0]!.n,
      charges: (await t.db.select({ n: count() }).from(commonAreaCharges))[0]!.n,
      notifications: (await t.db.select({ n: count() }).from(notifications))[0]!.n,
      mails: (await t.db.select({ n: count() }).from(mailOutbox))[0]!.n,
    });
    const before = await snapshot();
    const cases: [string, Record<string, unknown>, number, string, Record<string, string>?][] = [
      ['a past day', { date: addDays(today, -1) }, 409, text.pastDate],
      ['beyond the window', { date: addDays(today, 61) }, 409, text.beyondWindow(60, addDays(today, 60))],
      ['a turn of another area', { turnId: hall.turnNamed('Noche') }, 409, text.foreignTurn],
      [
        'a unit of another complejo',
        { apartmentId: buceoOccupant!.apartmentId, residentId: null },
        409,
        text.foreignApartment,
      ],
      ['a resident of another complejo', { residentId: buceoOccupant!.residentId }, 409, text.foreignResident],
      ['a resident of another unit', { residentId: second!.residentId }, 409, text.residentNotInUnit],
      ['an inactive area', { commonAreaId: quincho.id, turnId: quincho.turns[0]!.id }, 409, text.inactiveArea],
      ['an area of another administradora', { commonAreaId: playaHall.id }, 404, commonAreaMessages.notFound],
      ['a complejo out of reach', { buildingId: w.buceo, commonAreaId: gym.id }, 404, refusals.buildingNotFound],
      [
        'a turn already taken',
        { date: taken!.date, turnId: taken!.turnId, ...unitOf(otherUnit!) },
        409,
        text.turnTaken,
      ],
      ['a turn under a maintenance', { date: planned!.date, ...unitOf(plannedUnit!) }, 409, text.inMaintenance],
      [
        'a second booking of the month',
        { commonAreaId: hall.id, turnId: hall.turnNamed('Noche'), date: sameMonth, ...unitOf(hallUnit!) },
        409,
        text.monthlyLimit(1, 'Salón de fiestas', periodOf(sameMonth)),
      ],
      ['a closed month', { date: closedDay, ...unitOf(closedUnit!) }, 409, text.monthClosed(periodOf(closedDay))],
      ['a date that is not one', { date: '31/12/2026' }, 400, 'La fecha no es válida (aaaa-mm-dd).'],
      ['no turn', { turnId: undefined }, 400, 'Seleccione el turno.'],
      [
        'an area of another complejo',
        { commonAreaId: gym.id, turnId: gym.turns[0]!.id },
        409,
        text.foreignArea,
        await t.headersOf(master!),
      ],
    ];
    for (const [what, overrides, status, message, headers] of cases) {
      const body = { ...bookingOf(w.parque, grill, noon, first!, day), ...overrides };
      const res = await t.call(calls.create, { headers: headers ?? asAdmin, body });
      expect([what, res.statusCode, res.json()]).toEqual([what, status, { ok: false, message }]);
    }
    expect(await snapshot()).toEqual(before);
    await t.db.delete(commonExpenses).where(eq(commonExpenses.id, closedPeriod!.id));
  });
});

const unitOf = (occupant: { apartmentId: number; residentId: number }) => ({
  apartmentId: occupant.apartmentId,
  residentId: occupant.residentId,
});

describe('a booking ahead', () => {
  it('is deleted with its charge; a past one is neither deleted nor cancelled', async () => {
    const grill = await w.area(w.parque, 'Parrillero');
    const date = await w.freeDay(grill.id, 4);
    const [occupant] = await w.unitsFreeIn(w.parque, grill.id, date);
    const { answer } = await book(bookingOf(w.parque, grill, grill.turnNamed('Noche'), occupant!, date));
    expect(await w.chargesOf([answer.reserve.id])).toHaveLength(1);
    const removed = await t.call(calls.delete, { headers: asAdmin, params: { id: answer.reserve.id } });
    expect([removed.statusCode, removed.json()]).toEqual([200, { ok: true, message: text.deleted }]);
    expect(await t.db.select().from(reserves).where(eq(reserves.id, answer.reserve.id))).toEqual([]);
    expect(await w.chargesOf([answer.reserve.id])).toEqual([]);

    const [past] = (await t.db.select().from(reserves).where(eq(reserves.buildingId, w.parque))).filter(
      (row) => row.date < today && row.status === 'confirmada',
    );
    const kept = await t.call(calls.delete, { headers: asAdmin, params: { id: past!.id } });
    expect([kept.statusCode, kept.json()]).toEqual([409, { ok: false, message: text.notFuture }]);
    const late = await setStatus(past!.id, 'cancelada');
    expect([late.status, late.answer.message]).toEqual([409, text.notFuture]);
    const missing = await t.call(calls.delete, { headers: asAdmin, params: { id: 999_999 } });
    expect([missing.statusCode, missing.json()]).toEqual([404, { ok: false, message: text.notFound }]);
  });

  it("takes its amount off its unit's month when that month was charged as one sum, before charges named bookings", async () => {
    const grill = await w.area(w.parque, 'Parrillero');
    const date = await w.freeDay(grill.id, 40);
    const [occupant] = await w.unitsFreeIn(w.parque, grill.id, date);
    const [row] = await t.db
      .insert(reserves)
      .values({
        companyId: w.company,
        buildingId: w.parque,
        commonAreaId: grill.id,
        turnId: grill.turnNamed('Mediodía'),
        apartmentId: occupant!.apartmentId,
        residentId: occupant!.residentId,
        date,
        priceCents: 120_000,
        status: 'confirmada',
      })
      .returning();
    const [sum] = await t.db
      .insert(commonAreaCharges)
      .values({
        companyId: w.company,
        buildingId: w.parque,
        apartmentId: occupant!.apartmentId,
        period: periodOf(date),
        amountCents: 170_000,
      })
      .returning();
    expect((await setStatus(row!.id, 'cancelada')).status).toBe(200);
    const [left] = await t.db.select().from(commonAreaCharges).where(eq(commonAreaCharges.id, sum!.id));
    expect(left!.amountCents).toBe(50_000);
  });
});

describe('who may see and change bookings', () => {
  it('answers another administradora, a complejo out of reach and a profile without the screen as the contract says', async () => {
    const [ours] = (await t.db.select().from(reserves).where(eq(reserves.buildingId, w.parque))).filter(
      (row) => row.date > today && row.status === 'pendiente',
    );
    const hall = await w.area(w.parque, 'Salón de fiestas');
    const asB = await t.headersOf(adminB!);
    const notFound = { ok: false, message: text.notFound };
    const tries = async (headers: Record<string, string>) => ({
      list: (await t.call(calls.findAll, { headers, params: { id: w.parque } })).json(),
      historic: (await t.call(calls.historic, { headers, params: { id: w.parque } })).json(),
      status: (await t.call(calls.status, { headers, body: { id: ours!.id, status: 'confirmada' } })).json(),
      remove: (await t.call(calls.delete, { headers, params: { id: ours!.id } })).json(),
      disabled: (
        await t.call(calls.disabled, { headers, body: { commonAreaId: hall.id, from: today, to: addDays(today, 7) } })
      ).json(),
      turns: (await t.call(calls.turnsAvailable, { headers, body: { commonAreaId: hall.id, date: today } })).json(),
    });
    const outsider = {
      list: { ok: false, message: refusals.buildingNotFound },
      historic: { ok: false, message: refusals.buildingNotFound },
      status: notFound,
      remove: notFound,
      disabled: { ok: false, message: commonAreaMessages.notFound },
      turns: { ok: false, message: commonAreaMessages.notFound },
    };
    expect(await tries(asB)).toEqual(outsider);

    const everyScreen = await createProfile(
      t,
      w.company,
      'reservas-todo',
      ['/complejo'],
      ['reservas/listado', 'reservas/nuevo', 'reservas/modificar'],
    );
    const atBuceo = await createStaff(t, w.company, 'reservas-buceo', everyScreen, [w.buceo]);
    expect(await tries(atBuceo.headers)).toEqual(outsider);

    const listOnly = await createProfile(t, w.company, 'reservas-ver', ['/complejo'], ['reservas/listado']);
    const reader = await createStaff(t, w.company, 'reservas-ver', listOnly, [w.parque]);
    const read = await tries(reader.headers);
    expect(read.list.ok).toBe(true);
    expect(read.status).toEqual({ ok: false, message: refusals.noFunctionality });
    expect(read.remove).toEqual({ ok: false, message: refusals.noFunctionality });
    const deskList = await t.call(calls.findAll, { as: desk!, params: { id: w.parque } });
    expect([deskList.statusCode, deskList.json()]).toEqual([403, { ok: false, message: refusals.noModule }]);
    const [unchanged] = await t.db.select().from(reserves).where(eq(reserves.id, ours!.id));
    expect(unchanged!.status).toBe('pendiente');
  });
});

describe('the calendars of a new booking', () => {
  it('grey the past, the days beyond the window and the full days, and show each turn of a day', async () => {
    const grill = await w.area(w.parque, 'Parrillero');
    const full = await w.freeDay(grill.id, 6);
    const units = await w.unitsFreeIn(w.parque, grill.id, full);
    await book(bookingOf(w.parque, grill, grill.turnNamed('Mediodía'), units[0]!, full));
    await book(bookingOf(w.parque, grill, grill.turnNamed('Noche'), units[1]!, full));
    const free = await w.freeDay(grill.id, 6);

    const range = { commonAreaId: grill.id, from: addDays(today, -2), to: addDays(today, 62) };
    const disabled = (await t.call(calls.disabled, { headers: asAdmin, body: range })).json().disabledDays as string[];
    expect(disabled).toEqual(
      expect.arrayContaining([addDays(today, -2), addDays(today, -1), full, addDays(today, 61)]),
    );
    expect(disabled).not.toContain(addDays(today, 60));
    expect(disabled).not.toContain(free);

    const turnsOf = async (date: string) =>
      (await t.call(calls.turnsAvailable, { headers: asAdmin, body: { commonAreaId: grill.id, date } })).json().turns;
    expect(await turnsOf(full)).toEqual([
      { id: grill.turnNamed('Mediodía'), name: 'Mediodía', startTime: '11:00', endTime: '16:00', available: false },
      { id: grill.turnNamed('Noche'), name: 'Noche', startTime: '19:00', endTime: '23:30', available: false },
    ]);
    expect((await turnsOf(addDays(today, 61))).map((turn: { available: boolean }) => turn.available)).toEqual([
      false,
      false,
    ]);
  });

  it('refuses a backwards range and one longer than a year', async () => {
    const grill = await w.area(w.parque, 'Parrillero');
    const ask = async (from: string, to: string) =>
      (await t.call(calls.disabled, { headers: asAdmin, body: { commonAreaId: grill.id, from, to } })).json();
    expect(await ask(addDays(today, 5), today)).toEqual({
      ok: false,
      message: 'La fecha final no puede ser anterior a la inicial.',
    });
    expect(await ask(today, addDays(today, 366))).toEqual({ ok: false, message: 'Consulte hasta 366 días por vez.' });
    expect((await ask(today, addDays(today, 365))).ok).toBe(true);
  });
});
