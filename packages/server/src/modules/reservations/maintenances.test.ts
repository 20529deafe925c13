import {
  addDays,
  commonAreaMessages,
  contract,
  maintenanceMessages,
  montevideoToday,
  refusals,
  reserveMessages,
} from '@horizontal/domain';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../core/test/test-app';
import { frequencies, mailOutbox, maintenances, reserves, residents } from '../../db/schema';
import { demoLogins } from '../../seed/demo';
import { type BookingWorld, bookingOf, bookingWorld } from './test-bookings';

const [master, admin, adminB, desk] = demoLogins;
const calls = contract.maintenances;
const text = maintenanceMessages;
let t: TestApp;
let w: BookingWorld;
let asAdmin: Record<string, string>;
let asDesk: Record<string, string>;
const today = montevideoToday();

type Answer = { ok: boolean; message: string; maintenance: { id: number; status: string } };

const schedule = async (body: Record<string, unknown>, headers = asDesk) => {
  const res = await t.call(calls.create, { headers, body });
  return { status: res.statusCode, answer: res.json() as Answer };
};

const book = async (body: ReturnType<typeof bookingOf>) =>
  (await t.call(contract.reserves.create, { headers: asAdmin, body })).json() as {
    ok: boolean;
    message: string;
    reserve: { id: number; status: string };
  };

const statusOf = async (reserveId: number) =>
  (await t.db.select().from(reserves).where(eq(reserves.id, reserveId)))[0]!.status;

beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t);
  asAdmin = await t.headersOf(admin!);
  asDesk = await t.headersOf(desk!);
});
afterAll(() => t.close());

describe('the maintenances of a complejo', () => {
  it('lists them by date, with their area and frequency, to the front desk', async () => {
    const res = await t.call(calls.findAll, { headers: asDesk, params: { id: w.parque } });
    const listed = res.json().maintenances as { date: string; commonArea: string | null; startTime: string | null }[];
    const stored = await t.db.select().from(maintenances).where(eq(maintenances.buildingId, w.parque));
    expect(listed).toHaveLength(stored.length);
    expect(listed.map((row) => row.date)).toEqual(listed.map((row) => row.date).sort());
    expect(listed.find((row) => row.commonArea === null)).toMatchObject({ title: 'Revisión de ascensores Torre A' });
    expect(listed.find((row) => row.commonArea === 'Piscina')).toMatchObject({
      frequency: 'Mensual',
      startTime: '08:00',
      endTime: '12:00',
    });
  });

  it('schedules one of the whole complejo, and one of an area that closes the turns under its hours', async () => {
    const [frequency] = await t.db.select().from(frequencies).orderBy(asc(frequencies.id));
    const whole = await schedule({
      buildingId: w.parque,
      title: 'Limpieza de tanques',
      date: addDays(today, 12),
      provider: 'Tanques del Sur',
      cost: 900_000,
      frequencyId: frequency!.id,
    });
    expect(whole).toMatchObject({
      status: 200,
      answer: {
        message: text.created,
        maintenance: { commonArea: null, frequency: frequency!.name, cost: 900_000, status: 'pendiente' },
      },
    });

    const grill = await w.area(w.parque, 'Parrillero');
    const date = await w.freeDay(grill.id, 3);
    const mid = await schedule({
      buildingId: w.parque,
      commonAreaId: grill.id,
      title: 'Cambio de garrafas',
      date,
      startTime: '10:00',
      endTime: '12:00',
    });
    expect(mid.answer).toMatchObject({ message: text.created, maintenance: { commonArea: 'Parrillero' } });
    const turns = (
      await t.call(contract.reserves.turnsAvailable, { headers: asAdmin, body: { commonAreaId: grill.id, date } })
    ).json().turns as { name: string; available: boolean }[];
    expect(turns.map((turn) => [turn.name, turn.available])).toEqual([
      ['Mediodía', false],
      ['Noche', true],
    ]);
    const [occupant] = await w.unitsFreeIn(w.parque, grill.id, date);
    const refused = await t.call(contract.reserves.create, {
      headers: asAdmin,
      body: bookingOf(w.parque, grill, grill.turnNamed('Mediodía'), occupant!, date),
    });
    expect(refused.json()).toEqual({ ok: false, message: reserveMessages.inMaintenance });

    // Its calendars: the day is not closed (the night is free), and only the night is offered.
    const day = { commonAreaId: grill.id, from: date, to: date };
    expect((await t.call(calls.disabled, { headers: asDesk, body: day })).json().disabledDays).toEqual([]);
    expect((await t.call(calls.available, { headers: asDesk, body: day })).json().availableDays).toEqual([
      { date, turns: [{ id: grill.turnNamed('Noche'), name: 'Noche', startTime: '19:00', endTime: '23:30' }] },
    ]);
    // Another one over the same hours is refused; the night is still free for one.
    expect(
      (await schedule({ buildingId: w.parque, commonAreaId: grill.id, title: 'Otra', date, startTime: '11:00' }))
        .answer,
    ).toEqual({ ok: false, message: text.areaBusy });
    const night = await schedule({
      buildingId: w.parque,
      commonAreaId: grill.id,
      title: 'Pintura',
      date,
      startTime: '19:00',
      endTime: '23:30',
    });
    expect(night.status).toBe(200);
    expect((await t.call(calls.disabled, { headers: asDesk, body: day })).json().disabledDays).toEqual([date]);
    expect((await t.call(calls.available, { headers: asDesk, body: day })).json().availableDays).toEqual([]);
  });

  it('is refused over live bookings ahead unless they are cancelled with it; each resident hears of it', async () => {
    const hall = await w.area(w.parque, 'Salón de fiestas');
    const date = await w.freeDay(hall.id, 4);
    const [first, second] = await w.unitsFreeIn(w.parque, hall.id, date);
    const noon = await book(bookingOf(w.parque, hall, hall.turnNamed('Mediodía'), first!, date));
    const night = await book(bookingOf(w.parque, hall, hall.turnNamed('Noche'), second!, date));
    await t.call(contract.reserves.status, { headers: asAdmin, body: { id: noon.reserve.id, status: 'confirmada' } });
    expect(await w.chargesOf([noon.reserve.id])).toHaveLength(1);

    const work = { buildingId: w.parque, commonAreaId: hall.id, title: 'Pulido del piso', date, startTime: '09:00' };
    const before = (await t.db.select({ n: count() }).from(maintenances))[0]!.n;
    const refused = await schedule(work);
    expect(refused.status).toBe(409);
    expect(refused.answer.message).toMatch(
      /^Ese horario tiene 2 reservas: \d{2}\/\d{2}\/\d{4} Mediodía \(Torre [AB] · \d{3}\); \d{2}\/\d{2}\/\d{4} Noche \(Torre [AB] · \d{3}\)\. Para agendar el mantenimiento, cancélelas junto con él: se avisa a cada residente por correo\.$/,
    );
    expect((await t.db.select({ n: count() }).from(maintenances))[0]!.n).toBe(before);
    expect([await statusOf(noon.reserve.id), await statusOf(night.reserve.id)]).toEqual(['confirmada', 'pendiente']);

    const done = await schedule({ ...work, cancelReserves: true });
    expect(done.answer).toMatchObject({ ok: true, message: text.createdCancelling(2) });
    expect([await statusOf(noon.reserve.id), await statusOf(night.reserve.id)]).toEqual(['cancelada', 'rechazada']);
    expect(await w.chargesOf([noon.reserve.id])).toEqual([]);
    for (const occupant of [first!, second!]) {
      const [resident] = await t.db.select().from(residents).where(eq(residents.id, occupant.residentId));
      const [mail] = await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, resident!.email!))
        .orderBy(asc(mailOutbox.id))
        .then((rows) => rows.slice(-1));
      expect(mail!.subject).toMatch(/^Su reserva de Salón de fiestas: (cancelada|no aprobada)$/);
    }
    const delivered = (await t.outbox()).join('\n');
    expect(delivered).toContain('Pulido del piso');
  });

  it('moves along its statuses, and a cancelled one frees its hours', async () => {
    const pool = await w.area(w.parque, 'Piscina');
    const date = await w.freeDay(pool.id, 2);
    const { answer } = await schedule({ buildingId: w.parque, commonAreaId: pool.id, title: 'Cloración', date });
    const move = async (status: string) =>
      (await t.call(calls.status, { headers: asDesk, body: { id: answer.maintenance.id, status } })).json();
    expect(await move('finalizado')).toEqual({
      ok: false,
      message:
        'No se puede pasar de «Pendiente» a «Finalizado». Desde «Pendiente» solo se puede pasar a «En curso» o «Cancelado».',
    });
    expect((await move('en_curso')).maintenance.status).toBe('en_curso');
    expect((await move('cancelado')).maintenance).toMatchObject({ status: 'cancelado', title: 'Cloración' });
    expect(await move('en_curso')).toEqual({
      ok: false,
      message: 'El estado «Cancelado» es final: no puede cambiarse.',
    });
    const trail = await t.call(contract.history.record, {
      headers: asDesk,
      body: { entity: 'maintenances', id: answer.maintenance.id },
    });
    expect(trail.json().history.changed).toEqual({ by: expect.any(String), at: expect.any(String) });
    const turns = (
      await t.call(contract.reserves.turnsAvailable, { headers: asAdmin, body: { commonAreaId: pool.id, date } })
    ).json().turns as { available: boolean }[];
    expect(turns.every((turn) => turn.available)).toBe(true);
  });

  it('refuses an area of another complejo, an unknown frequency and what another administradora asks', async () => {
    const gym = await w.area(w.buceo, 'Gimnasio');
    const playaHall = await w.area(w.playa, 'Salón comunal');
    const base = { buildingId: w.parque, title: 'Revisión', date: addDays(today, 20) };
    expect((await schedule({ ...base, commonAreaId: gym.id }, await t.headersOf(master!))).answer).toEqual({
      ok: false,
      message: text.foreignArea,
    });
    expect((await schedule({ ...base, commonAreaId: gym.id })).answer).toEqual({
      ok: false,
      message: commonAreaMessages.notFound,
    });
    expect((await schedule({ ...base, commonAreaId: playaHall.id })).answer.message).toBe(commonAreaMessages.notFound);
    expect((await schedule({ ...base, frequencyId: 999 })).answer).toEqual({
      ok: false,
      message: text.unknownFrequency,
    });
    expect((await schedule({ ...base, startTime: '12:00', endTime: '10:00' })).answer).toEqual({
      ok: false,
      message: 'La hora de fin debe ser posterior a la de inicio.',
    });

    const asB = await t.headersOf(adminB!);
    const [ours] = await t.db.select().from(maintenances).where(eq(maintenances.buildingId, w.parque));
    expect((await t.call(calls.findAll, { headers: asB, params: { id: w.parque } })).json()).toEqual({
      ok: false,
      message: refusals.buildingNotFound,
    });
    expect((await t.call(calls.status, { headers: asB, body: { id: ours!.id, status: 'cancelado' } })).json()).toEqual({
      ok: false,
      message: text.notFound,
    });
    expect((await schedule(base, asB)).answer).toEqual({ ok: false, message: refusals.buildingNotFound });
    const [unchanged] = await t.db.select().from(maintenances).where(eq(maintenances.id, ours!.id));
    expect(unchanged!.status).toBe(ours!.status);
    // The front desk's profile holds Portería, not the Complejo: it reads maintenances, never bookings.
    expect((await t.call(contract.reserves.findAll, { headers: asDesk, params: { id: w.parque } })).json()).toEqual({
      ok: false,
      message: refusals.noModule,
    });
  });
});
