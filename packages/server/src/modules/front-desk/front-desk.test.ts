import {
  addDays,
  contract,
  montevideoToday,
  refusals,
  reportMessages,
  shipmentMessages,
  visitMessages,
} from '@horizontal/domain';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfile, createStaff } from '../../core/test/staff';
import { createTestApp, mailText, type TestApp } from '../../core/test/test-app';
import {
  apartments,
  auditLog,
  buildings,
  reports,
  residentApartments,
  residents,
  shipments,
  users,
  visits,
} from '../../db/schema';
import { demoLogins } from '../../seed/demo';
import { DEMO_PHOTOS_FOLDER, drawDemoPhoto, drawSeededPhotos } from './demo-photos';

const [, admin, adminB, desk] = demoLogins;
let t: TestApp;
let as: { admin: Record<string, string>; adminB: Record<string, string>; desk: Record<string, string> };
let parque: number;
let playa: number;
const today = montevideoToday();

/** A unit of the complejo whose active residents include some with an e-mail address. */
const unitWithMail = async (buildingId: number) => {
  const [row] = await t.db
    .select({ apartmentId: residentApartments.apartmentId })
    .from(residentApartments)
    .innerJoin(residents, eq(residents.id, residentApartments.residentId))
    .where(
      and(eq(residentApartments.buildingId, buildingId), eq(residents.status, 'activo'), isNotNull(residents.email)),
    )
    .orderBy(asc(residentApartments.apartmentId));
  return row!.apartmentId;
};

const unitOf = async (buildingId: number) =>
  (await t.db.select().from(apartments).where(eq(apartments.buildingId, buildingId)).orderBy(asc(apartments.id)))[0]!;

const trailOf = (entity: string, id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));

beforeAll(async () => {
  t = await createTestApp();
  const idOf = async (name: string) => (await t.db.select().from(buildings).where(eq(buildings.name, name)))[0]!.id;
  parque = await idOf('Complejo Parque Batlle');
  playa = await idOf('Residencial Playa Brava');
  as = { admin: await t.headersOf(admin!), adminB: await t.headersOf(adminB!), desk: await t.headersOf(desk!) };
});
afterAll(() => t.close());

describe('encomiendas', () => {
  const calls = contract.shipments;

  it('lists the waiting parcels first, the one waiting longest on top, then the rest newest first', async () => {
    const listed = (await t.call(calls.findAll, { headers: as.desk, params: { id: parque } })).json().shipments as {
      status: string;
      receivedAt: string;
      apartment: string;
    }[];
    const stored = await t.db.select().from(shipments).where(eq(shipments.buildingId, parque));
    expect(listed).toHaveLength(stored.length);
    const waiting = listed.filter((row) => row.status === 'recibida');
    expect(waiting.length).toBeGreaterThan(0);
    expect(listed.slice(0, waiting.length)).toEqual(waiting);
    expect(waiting.map((row) => row.receivedAt)).toEqual(waiting.map((row) => row.receivedAt).sort());
    const rest = listed.slice(waiting.length).map((row) => row.receivedAt);
    expect(rest).toEqual([...rest].sort().reverse());
    expect(listed[0]!.apartment).not.toBe('');
  });

  it('logs a parcel and tells the unit’s residents with an e-mail address, in the same write', async () => {
    const apartmentId = await unitWithMail(parque);
    const before = (await t.outbox()).length;
    const types = (await t.call(calls.types, { headers: as.desk })).json().types as { id: number; name: string }[];
    const parcel = types.find((type) => type.name === 'Paquete')!;
    const res = await t.call(calls.create, {
      headers: as.desk,
      body: {
        buildingId: parque,
        apartmentId,
        shipmentTypeId: parcel.id,
        recipientName: 'Lucía Fernández',
        carrier: 'DAC',
        description: 'Caja mediana',
      },
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({
      ok: true,
      message: shipmentMessages.created,
      shipment: { apartmentId, shipmentType: 'Paquete', status: 'recibida', deliveredAt: null, deliveredTo: null },
    });
    const mails = (await t.outbox()).slice(before).map(mailText);
    const addresses = await t.db
      .select({ email: residents.email })
      .from(residentApartments)
      .innerJoin(residents, eq(residents.id, residentApartments.residentId))
      .where(and(eq(residentApartments.apartmentId, apartmentId), eq(residents.status, 'activo')));
    const expected = addresses.map((row) => row.email).filter((email): email is string => Boolean(email));
    expect(mails).toHaveLength(expected.length);
    for (const email of expected) {
      const mail = mails.find((text) => text.includes(`To: ${email}`));
      expect(mail).toContain('Lucía Fernández');
      expect(mail).toContain('paquete de DAC (Caja mediana)');
    }
    // The new parcel waits, and is the newest of those waiting: last of the waiting block.
    const listed = (await t.call(calls.findAll, { headers: as.desk, params: { id: parque } })).json().shipments as {
      id: number;
      status: string;
    }[];
    const waiting = listed.filter((row) => row.status === 'recibida');
    expect(waiting.at(-1)!.id).toBe(answer.shipment.id);
  });

  it('refuses a unit of another complejo, an unknown type and bad input, writing nothing', async () => {
    const count = async () => (await t.db.select().from(shipments)).length;
    const before = await count();
    const foreign = await unitOf(playa);
    const other = await t.call(calls.create, {
      headers: as.desk,
      body: { buildingId: parque, apartmentId: foreign.id, recipientName: 'Ana Pérez' },
    });
    expect([other.statusCode, other.json().message]).toEqual([409, shipmentMessages.foreignApartment]);
    const unit = await unitOf(parque);
    const type = await t.call(calls.create, {
      headers: as.desk,
      body: { buildingId: parque, apartmentId: unit.id, shipmentTypeId: 9_999, recipientName: 'Ana Pérez' },
    });
    expect([type.statusCode, type.json().message]).toEqual([409, shipmentMessages.unknownType]);
    const nameless = await t.call(calls.create, {
      headers: as.desk,
      body: { buildingId: parque, apartmentId: unit.id, recipientName: '  ' },
    });
    expect([nameless.statusCode, nameless.json().message]).toEqual([400, 'Ingrese el nombre del destinatario.']);
    expect(await count()).toBe(before);
  });

  it('hands a parcel over to whom the desk writes, once, and keeps a removed one in the trail', async () => {
    const unit = await unitOf(parque);
    const created = (
      await t.call(calls.create, {
        headers: as.desk,
        body: { buildingId: parque, apartmentId: unit.id, recipientName: 'Martín Silva' },
      })
    ).json().shipment as { id: number };
    const unnamed = await t.call(calls.status, { headers: as.desk, body: { id: created.id, status: 'entregada' } });
    expect([unnamed.statusCode, unnamed.json().message]).toEqual([400, 'Ingrese a quién se entregó la encomienda.']);
    const handed = await t.call(calls.status, {
      headers: as.desk,
      body: { id: created.id, status: 'entregada', deliveredTo: 'Su hija, Sofía Silva' },
    });
    expect(handed.json()).toMatchObject({
      ok: true,
      message: shipmentMessages.status,
      shipment: { status: 'entregada', deliveredTo: 'Su hija, Sofía Silva' },
    });
    expect(Date.parse(handed.json().shipment.deliveredAt)).toBeGreaterThan(Date.now() - 60_000);
    const again = await t.call(calls.status, { headers: as.desk, body: { id: created.id, status: 'devuelta' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/Entregada/);

    const removed = await t.call(calls.remove, { headers: as.desk, body: { id: created.id } });
    expect(removed.json()).toEqual({ ok: true, message: shipmentMessages.removed });
    const listed = (await t.call(calls.findAll, { headers: as.desk, params: { id: parque } })).json().shipments as {
      id: number;
    }[];
    expect(listed.map((row) => row.id)).not.toContain(created.id);
    const [row] = await t.db.select().from(shipments).where(eq(shipments.id, created.id));
    expect(row!.removedAt).not.toBeNull();
    const trail = await trailOf('shipments', created.id);
    expect(trail.map((entry) => entry.action)).toEqual(['create', 'status', 'remove']);
    const [deskUser] = await t.db.select().from(users).where(eq(users.email, desk!.email));
    expect(trail.at(-1)!.userId).toBe(deskUser!.id);
    expect(trail.at(-1)!.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const twice = await t.call(calls.remove, { headers: as.desk, body: { id: created.id } });
    expect([twice.statusCode, twice.json().message]).toEqual([404, shipmentMessages.notFound]);
    const status = await t.call(calls.status, {
      headers: as.desk,
      body: { id: created.id, status: 'devuelta' },
    });
    expect(status.statusCode).toBe(404);
  });

  it('shows nothing of one administradora to another', async () => {
    const [mine] = await t.db.select().from(shipments).where(eq(shipments.buildingId, parque));
    const list = await t.call(calls.findAll, { headers: as.adminB, params: { id: parque } });
    expect([list.statusCode, list.json().message]).toEqual([404, refusals.buildingNotFound]);
    for (const call of [calls.status, calls.remove]) {
      const res = await t.call(call, { headers: as.adminB, body: { id: mine!.id, status: 'devuelta' } });
      expect([res.statusCode, res.json().message]).toEqual([404, shipmentMessages.notFound]);
    }
    const [after] = await t.db.select().from(shipments).where(eq(shipments.id, mine!.id));
    expect(after).toEqual(mine);
  });
});

describe('visitas', () => {
  const calls = contract.visits;

  it('lists the complejo’s visits, latest day first and each day by its hours', async () => {
    const listed = (await t.call(calls.findAll, { headers: as.desk, params: { id: parque } })).json().visits as {
      date: string;
      expectedTime: string | null;
      entryTime: string | null;
    }[];
    const stored = await t.db.select().from(visits).where(eq(visits.buildingId, parque));
    expect(listed).toHaveLength(stored.length);
    const days = listed.map((row) => row.date);
    expect(days).toEqual([...days].sort().reverse());
    const todays = listed.filter((row) => row.date === today).map((row) => row.expectedTime ?? row.entryTime ?? '');
    expect(todays).toEqual([...todays].sort());
  });

  it('offers the complejo’s units with their residents, so the desk can check', async () => {
    const units = (await t.call(calls.apartments, { headers: as.desk, params: { id: parque } })).json().apartments as {
      id: number;
      name: string;
      residents: string[];
    }[];
    const stored = await t.db.select().from(apartments).where(eq(apartments.buildingId, parque));
    expect(units).toHaveLength(stored.length);
    const withMail = await unitWithMail(parque);
    expect(units.find((unit) => unit.id === withMail)!.residents.length).toBeGreaterThan(0);
  });

  it('registers one expected and one at the desk now, and notes its arrival and departure', async () => {
    const unit = await unitOf(parque);
    const expected = await t.call(calls.create, {
      headers: as.desk,
      body: {
        buildingId: parque,
        apartmentId: unit.id,
        name: 'Rodrigo Méndez',
        identity: '1.234.567-2',
        plate: 'sbc 1234',
        date: addDays(today, 1),
        expectedTime: '18:30',
      },
    });
    expect(expected.json()).toMatchObject({
      ok: true,
      message: visitMessages.created,
      visit: { identity: '12345672', plate: 'SBC 1234', status: 'esperada', expectedTime: '18:30', entryTime: null },
    });
    const now = await t.call(calls.create, {
      headers: as.desk,
      body: { buildingId: parque, apartmentId: unit.id, name: 'Valeria Rosa', date: today, entryTime: '10:15' },
    });
    const inside = now.json().visit as { id: number };
    expect(now.json().visit).toMatchObject({ status: 'ingresada', entryTime: '10:15', identity: '' });
    const left = await t.call(calls.status, { headers: as.desk, body: { id: inside.id, status: 'finalizada' } });
    expect(left.json().visit).toMatchObject({ status: 'finalizada', entryTime: '10:15' });
    expect(left.json().visit.exitTime).toMatch(/^\d\d:\d\d$/);

    const arrived = await t.call(calls.status, {
      headers: as.desk,
      body: { id: expected.json().visit.id, status: 'ingresada' },
    });
    expect(arrived.json().visit.entryTime).toMatch(/^\d\d:\d\d$/);
    const back = await t.call(calls.status, {
      headers: as.desk,
      body: { id: expected.json().visit.id, status: 'esperada' },
    });
    expect(back.statusCode).toBe(409);
  });

  it('refuses a bad CI, a day gone by and an arrival on another day, writing nothing', async () => {
    const before = (await t.db.select().from(visits)).length;
    const unit = await unitOf(parque);
    const base = { buildingId: parque, apartmentId: unit.id, name: 'Pablo Núñez', date: today };
    const ci = await t.call(calls.create, { headers: as.desk, body: { ...base, identity: '1.234.567-3' } });
    expect(ci.statusCode).toBe(400);
    expect(ci.json().message).toMatch(/^La cédula 1\.234\.567-3 no es válida/);
    const past = await t.call(calls.create, { headers: as.desk, body: { ...base, date: addDays(today, -1) } });
    expect([past.statusCode, past.json().message]).toEqual([409, visitMessages.pastDate]);
    const entry = await t.call(calls.create, {
      headers: as.desk,
      body: { ...base, date: addDays(today, 2), entryTime: '09:00' },
    });
    expect([entry.statusCode, entry.json().message]).toEqual([409, visitMessages.entryNotToday]);
    const foreign = await t.call(calls.create, {
      headers: as.desk,
      body: { ...base, apartmentId: (await unitOf(playa)).id },
    });
    expect([foreign.statusCode, foreign.json().message]).toEqual([409, visitMessages.foreignApartment]);
    expect((await t.db.select().from(visits)).length).toBe(before);
  });

  it('removes a visit from the list and keeps it, with who removed it, in the trail', async () => {
    const [visit] = await t.db.select().from(visits).where(eq(visits.buildingId, parque)).orderBy(asc(visits.id));
    const other = await t.call(calls.remove, { headers: as.adminB, body: { id: visit!.id } });
    expect([other.statusCode, other.json().message]).toEqual([404, visitMessages.notFound]);
    const res = await t.call(calls.remove, { headers: as.admin, body: { id: visit!.id } });
    expect(res.json()).toEqual({ ok: true, message: visitMessages.removed });
    const listed = (await t.call(calls.findAll, { headers: as.desk, params: { id: parque } })).json().visits as {
      id: number;
    }[];
    expect(listed.map((row) => row.id)).not.toContain(visit!.id);
    expect((await t.db.select().from(visits).where(eq(visits.id, visit!.id))).length).toBe(1);
    expect((await trailOf('visits', visit!.id)).map((entry) => entry.action)).toEqual(['remove']);
  });
});

describe('reportes', () => {
  const calls = contract.reports;
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

  const upload = async (headers: Record<string, string>, bytes: Buffer, contentType = 'image/png') => {
    const grant = (
      await t.call(contract.general.getSignedUrl, {
        headers,
        body: { fileName: 'foto.png', contentType, size: bytes.length, folder: 'reportes' },
      })
    ).json();
    const put = await t.app.inject({ method: 'PUT', url: grant.url, headers: grant.headers, payload: bytes });
    expect(put.statusCode).toBe(200);
    return grant.key as string;
  };

  it('lists the complejo’s reports newest first, with category, unit and author', async () => {
    const listed = (await t.call(calls.findAll, { headers: as.desk, params: { id: parque } })).json().reports as {
      date: string;
      category: string;
      createdBy: string | null;
    }[];
    const stored = await t.db.select().from(reports).where(eq(reports.buildingId, parque));
    expect(listed).toHaveLength(stored.length);
    expect(listed.map((row) => row.date)).toEqual(
      listed
        .map((row) => row.date)
        .sort()
        .reverse(),
    );
    expect(listed.some((row) => row.createdBy !== null)).toBe(true);
  });

  it('files a report with its photos, each checked to be an image the administradora uploaded', async () => {
    const photo = await upload(as.desk, png);
    const res = await t.call(calls.create, {
      headers: as.desk,
      body: {
        buildingId: parque,
        category: 'seguridad',
        title: 'Portón del garaje abierto',
        description: 'Quedó abierto de noche.\nSe cerró a mano.',
        photos: [photo],
        date: today,
      },
    });
    expect(res.json()).toMatchObject({
      ok: true,
      message: reportMessages.created,
      report: { apartmentId: null, apartment: null, category: 'seguridad', photos: [photo], status: 'abierto' },
    });
    expect(res.json().report.createdBy).not.toBeNull();
    // Its thumbnail's link serves the photo's bytes.
    const [link] = res.json().report.photoUrls as string[];
    const shown = await t.app.inject({ method: 'GET', url: link!.replace(/^https?:\/\/[^/]+/, '') });
    expect(shown.statusCode).toBe(200);
    expect(shown.rawPayload.equals(png)).toBe(true);
    const moved = await t.call(calls.status, {
      headers: as.desk,
      body: { id: res.json().report.id, status: 'en_proceso' },
    });
    expect(moved.json().report.status).toBe('en_proceso');
  });

  it('refuses a photo that is not there, is not an image, or is another administradora’s; and a future day', async () => {
    const before = (await t.db.select().from(reports)).length;
    const base = { buildingId: parque, category: 'otros', title: 'Prueba', date: today };
    // The local disk refuses such bytes at the PUT; a bucket stores them: written straight to the storage here.
    const fake = await upload(as.desk, png);
    await t.app.storage.put(fake, Buffer.from('<html>no es una foto</html>'), 'image/png');
    const theirs = await upload(as.adminB, png);
    for (const photos of [[fake], [theirs], [`c1/reportes/no-existe.png`]]) {
      const res = await t.call(calls.create, { headers: as.desk, body: { ...base, photos } });
      expect([res.statusCode, res.json().message]).toEqual([400, reportMessages.photoMissing]);
    }
    const future = await t.call(calls.create, { headers: as.desk, body: { ...base, date: addDays(today, 1) } });
    expect([future.statusCode, future.json().message]).toEqual([409, reportMessages.futureDate]);
    const many = await t.call(calls.create, { headers: as.desk, body: { ...base, photos: Array(7).fill('x') } });
    expect([many.statusCode, many.json().message]).toEqual([400, 'Un reporte lleva hasta 6 fotos.']);
    expect((await t.db.select().from(reports)).length).toBe(before);
  });

  it('shows the demo’s photos once the start has drawn them, and leaves a photo already stored as it is', async () => {
    const seeded = await t.db.select().from(reports).where(eq(reports.buildingId, parque)).orderBy(asc(reports.id));
    const keys = seeded.flatMap((report) => report.photos).filter((key) => key.includes(`/${DEMO_PHOTOS_FOLDER}/`));
    expect(keys.length).toBeGreaterThan(3);
    const kept = keys[0]!;
    await t.app.storage.put(kept, png, 'image/png');
    await drawSeededPhotos(t.app);

    expect((await t.app.storage.get(kept))?.equals(png)).toBe(true);
    const listed = (await t.call(calls.findAll, { headers: as.desk, params: { id: parque } })).json().reports as {
      photos: string[];
      photoUrls: string[];
    }[];
    const shown = listed.find((report) => report.photos.length === 2 && !report.photos.includes(kept))!;
    for (const link of shown.photoUrls) {
      const file = await t.app.inject({ method: 'GET', url: link.replace(/^https?:\/\/[^/]+/, '') });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      const image = PNG.sync.read(file.rawPayload);
      expect([image.width, image.height]).toEqual([480, 360]);
    }
    expect(drawDemoPhoto(shown.photos[0]!).equals(drawDemoPhoto(shown.photos[0]!))).toBe(true);
    expect(drawDemoPhoto(shown.photos[0]!).equals(drawDemoPhoto(shown.photos[1]!))).toBe(false);
  });

  it('removes a report from the list and keeps it in the trail', async () => {
    const [report] = await t.db.select().from(reports).where(eq(reports.buildingId, parque)).orderBy(asc(reports.id));
    const res = await t.call(calls.remove, { headers: as.desk, body: { id: report!.id } });
    expect(res.json()).toEqual({ ok: true, message: reportMessages.removed });
    const listed = (await t.call(calls.findAll, { headers: as.desk, params: { id: parque } })).json().reports as {
      id: number;
    }[];
    expect(listed.map((row) => row.id)).not.toContain(report!.id);
    expect((await trailOf('reports', report!.id)).map((entry) => entry.action)).toEqual(['remove']);
  });
});

describe('the tile of Portería on Inicio', () => {
  const summaryOf = async (headers: Record<string, string>, id = parque) => {
    const res = await t.call(contract.shipments.summary, { headers, params: { id } });
    return { status: res.statusCode, body: res.json() };
  };

  it('counts the parcels waiting and today’s visits still expected, each for whom may read its list', async () => {
    const waiting = await t.db
      .select()
      .from(shipments)
      .where(and(eq(shipments.buildingId, parque), eq(shipments.status, 'recibida'), isNull(shipments.removedAt)));
    const expected = await t.db
      .select()
      .from(visits)
      .where(
        and(
          eq(visits.buildingId, parque),
          eq(visits.date, today),
          eq(visits.status, 'esperada'),
          isNull(visits.removedAt),
        ),
      );
    const figures = await summaryOf(as.desk);
    expect(figures.body.summary).toEqual({ waitingParcels: waiting.length, expectedVisits: expected.length });
    // The demo's desk has its day ahead: parcels waiting and visits still to come.
    expect(waiting.length).toBeGreaterThan(0);
    expect(expected.length).toBeGreaterThan(0);

    const company = (await t.db.select().from(buildings).where(eq(buildings.id, parque)))[0]!.companyId;
    const parcelsOnly = await createProfile(t, company, 'solo-encomiendas', ['/porteria'], ['encomiendas/listado']);
    const clerk = await createStaff(t, company, 'encomiendas', parcelsOnly, [parque]);
    expect((await summaryOf(clerk.headers)).body.summary).toEqual({
      waitingParcels: waiting.length,
      expectedVisits: null,
    });
    const other = await summaryOf(as.adminB);
    expect([other.status, other.body.message]).toEqual([404, refusals.buildingNotFound]);
  });
});
