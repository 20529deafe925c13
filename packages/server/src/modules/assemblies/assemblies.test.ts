import { addDays, assemblyMessages, contract, montevideoToday, refusals, votingMessages } from '@horizontal/domain';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfile, createStaff } from '../../core/test/staff';
import { createTestApp, type TestApp } from '../../core/test/test-app';
import { createComplejo } from '../../core/test/test-complejo';
import { assemblies, buildings, notifications, users } from '../../db/schema';
import { demoLogins } from '../../seed/demo';

const [, admin, adminB] = demoLogins;
const assemblyCalls = contract.assemblies;
const calls = contract.votings;
let t: TestApp;
let as: { admin: Record<string, string>; adminB: Record<string, string> };
/** The README's complejo: five units A…E holding 30, 25, 20, 15 and 10 % of its value. */
let complejo: { id: number; companyId: number; units: { id: number }[] };
let other: number;
let colleague: Awaited<ReturnType<typeof createStaff>>;
const unit = (index: number) => complejo.units[index]!.id;
const [A, B, C, D, E] = [0, 1, 2, 3, 4];
const inTwelveDays = addDays(montevideoToday(), 12);

beforeAll(async () => {
  t = await createTestApp();
  as = { admin: await t.headersOf(admin!), adminB: await t.headersOf(adminB!) };
  const [adminRow] = await t.db.select().from(users).where(eq(users.email, admin!.email));
  const company = adminRow!.companyId!;
  const profile = await createProfile(t, company, 'Asambleas', ['/asambleas'], ['asambleas/listado']);
  complejo = await createComplejo(t.db, {
    companyId: company,
    name: 'Complejo de la ley',
    coefficients: [30, 25, 20, 15, 10],
    userIds: [adminRow!.id],
  });
  colleague = await createStaff(t, company, 'colega-asambleas', profile, [complejo.id]);
  other = (await t.db.select().from(buildings).where(eq(buildings.name, 'Complejo Parque Batlle')))[0]!.id;
}, 120_000);
afterAll(() => t.close());

/** The answer of a call that must succeed (its message shown when it does not). */
const ok = <Answer = unknown>(res: { json: () => { ok: boolean; message: string } }) => {
  expect(res.json(), res.json().message).toMatchObject({ ok: true });
  return res.json() as Answer;
};

const newAssembly = async () =>
  ok<{ assembly: { id: number } }>(
    await t.call(assemblyCalls.create, {
      headers: as.admin,
      body: { buildingId: complejo.id, title: 'Asamblea extraordinaria', type: 'extraordinaria', date: inTwelveDays },
    }),
  ).assembly.id;

const newVoting = async (body: Record<string, unknown>) =>
  ok<{ voting: { id: number; details: { id: number }[] } }>(
    await t.call(calls.create, {
      headers: as.admin,
      body: {
        buildingId: complejo.id,
        title: 'Pintar la fachada',
        startDate: '2026-12-10',
        endDate: '2026-12-20',
        details: ['Sí', 'No'],
        ...body,
      },
    }),
  ).voting;

const vote = (votingId: number, apartmentId: number, detailId: number | null, headers = as.admin) =>
  t.call(calls.vote, { headers, body: { votingId, apartmentId, detailId } });

describe('Inicio’s tile', () => {
  it('names the next assembly convocada and counts the open votings, each only for whom may read its list', async () => {
    const summaryOf = async (headers: Record<string, string>) =>
      ok<{
        summary: { assemblies: { next: { title: string; date: string } | null } | null; openVotings: number | null };
      }>(await t.call(assemblyCalls.summary, { headers, params: { id: complejo.id } })).summary;
    expect(await summaryOf(as.admin)).toEqual({ assemblies: { next: null }, openVotings: 0 });
    await newAssembly();
    const soon = addDays(montevideoToday(), 2);
    ok(
      await t.call(assemblyCalls.create, {
        headers: as.admin,
        body: { buildingId: complejo.id, title: 'Asamblea ordinaria', date: soon, time: '19:30' },
      }),
    );
    const voting = await newVoting({});
    ok(await t.call(calls.status, { headers: as.admin, body: { id: voting.id, status: 'abierta' } }));
    expect(await summaryOf(as.admin)).toEqual({
      assemblies: { next: { id: expect.any(Number), title: 'Asamblea ordinaria', date: soon, time: '19:30' } },
      openVotings: 1,
    });
    expect((await summaryOf(colleague.headers)).openVotings).toBeNull();
    const foreign = await t.call(assemblyCalls.summary, { headers: as.adminB, params: { id: complejo.id } });
    expect(foreign.statusCode).toBe(404);
    ok(await t.call(calls.status, { headers: as.admin, body: { id: voting.id, status: 'anulada' } }));
  });
});

describe('assemblies', () => {
  it('are convocadas, notify the complejo’s Asambleas staff (type 6) and are held once they resolve something', async () => {
    const id = await newAssembly();
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, colleague.userId), eq(notifications.typeId, 6)));
    expect(notice?.text).toBe(assemblyMessages.newAssemblyNotice('Asamblea extraordinaria', inTwelveDays));
    const listed = ok<{ assemblies: { id: number; status: string }[] }>(
      await t.call(assemblyCalls.findAll, { headers: as.admin, body: { buildingId: complejo.id } }),
    ).assemblies;
    expect(listed.find((row) => row.id === id)?.status).toBe('convocada');
    const created = await t.call(assemblyCalls.createResolution, {
      headers: as.admin,
      body: { assemblyId: id, title: 'Se aprueba el presupuesto' },
    });
    expect(created.json()).toMatchObject({ ok: true, message: assemblyMessages.resolutionCreated });
    const [row] = await t.db.select().from(assemblies).where(eq(assemblies.id, id));
    expect(row!.status).toBe('realizada');
    const resolutionId = created.json().resolution.id as number;
    const changed = await t.call(assemblyCalls.updateResolution, {
      headers: as.admin,
      body: { id: resolutionId, title: 'Se aprueba el presupuesto 2027', result: 'postergada' },
    });
    expect(changed.json().resolution).toMatchObject({ title: 'Se aprueba el presupuesto 2027', result: 'postergada' });
    expect(
      (await t.call(assemblyCalls.deleteResolution, { headers: as.admin, params: { id: resolutionId } })).json(),
    ).toMatchObject({ ok: true });
    expect(
      ok<{ resolutions: unknown[] }>(
        await t.call(assemblyCalls.findResolutions, { headers: as.admin, body: { assemblyId: id } }),
      ).resolutions,
    ).toEqual([]);
  });

  it('with a voting are not deleted; without, they go with their attendance', async () => {
    const id = await newAssembly();
    const voting = await newVoting({ assemblyId: id });
    const refused = await t.call(assemblyCalls.delete, { headers: as.admin, params: { id } });
    expect([refused.statusCode, refused.json().message]).toEqual([409, assemblyMessages.hasVotings]);
    ok(await t.call(calls.delete, { headers: as.admin, params: { id: voting.id } }));
    ok(
      await t.call(assemblyCalls.updateAttendance, {
        headers: as.admin,
        body: { assemblyId: id, units: [{ apartmentId: unit(A), kind: 'presente' }] },
      }),
    );
    ok(await t.call(assemblyCalls.delete, { headers: as.admin, params: { id } }));
    expect(await t.db.select().from(assemblies).where(eq(assemblies.id, id))).toEqual([]);
  });

  it('record each unit’s attendance, with proxies, and the quorum by heads and by coefficient', async () => {
    const id = await newAssembly();
    const res = await t.call(assemblyCalls.updateAttendance, {
      headers: as.admin,
      body: {
        assemblyId: id,
        units: [
          { apartmentId: unit(A), kind: 'presente' },
          { apartmentId: unit(B), kind: 'representada', proxyHolder: 'Dueña Unidad 1', proxyApartmentId: unit(A) },
          { apartmentId: unit(C), kind: 'representada', proxyHolder: 'Esc. Laura Méndez' },
          { apartmentId: unit(D), kind: 'representada', proxyHolder: 'esc.  laura mendez' },
        ],
      },
    });
    expect(res.json().message).toBe(assemblyMessages.attendanceSaved);
    const attendance = res.json().attendance;
    expect(attendance.total).toEqual({ heads: 5, coefficient: 100 });
    expect(attendance.present).toEqual({ heads: 4, coefficient: 90 });
    expect(attendance.units.map((row: { kind: string }) => row.kind)).toEqual([
      'presente',
      'representada',
      'representada',
      'representada',
      'ausente',
    ]);
    expect(attendance.units[0].apartment).toBe('T · 101');
  });

  it('refuse a proxy without a holder on its field, a holder unit that did not come, a unit of another complejo', async () => {
    const id = await newAssembly();
    const nameless = await t.call(assemblyCalls.updateAttendance, {
      headers: as.admin,
      body: { assemblyId: id, units: [{ apartmentId: unit(B), kind: 'representada' }] },
    });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().message).toContain('Indique quién tiene el poder de la unidad.');
    const absentHolder = await t.call(assemblyCalls.updateAttendance, {
      headers: as.admin,
      body: {
        assemblyId: id,
        units: [{ apartmentId: unit(B), kind: 'representada', proxyHolder: 'Dueña', proxyApartmentId: unit(E) }],
      },
    });
    expect([absentHolder.statusCode, absentHolder.json().message]).toEqual([
      409,
      assemblyMessages.proxyNotPresent('T · 102'),
    ]);
    const [foreign] = await t.db.select().from(buildings).where(eq(buildings.id, other));
    const someone = (
      await t.call(contract.general.apartments, { headers: as.admin, params: { buildingId: foreign!.id } })
    ).json().apartments[0].id as number;
    const outside = await t.call(assemblyCalls.updateAttendance, {
      headers: as.admin,
      body: { assemblyId: id, units: [{ apartmentId: someone, kind: 'presente' }] },
    });
    expect([outside.statusCode, outside.json().message]).toEqual([409, assemblyMessages.foreignUnit]);
    const read = ok<{ attendance: { present: { heads: number } } }>(
      await t.call(assemblyCalls.attendance, { headers: as.admin, body: { assemblyId: id } }),
    );
    expect(read.attendance.present.heads).toBe(0);
  });
});

describe('the attendance sheet', () => {
  it('is a PDF with the quorum by heads and by coefficient and every unit; another administradora gets none', async () => {
    const id = await newAssembly();
    ok(
      await t.call(assemblyCalls.updateAttendance, {
        headers: as.admin,
        body: {
          assemblyId: id,
          units: [
            { apartmentId: unit(A), kind: 'presente' },
            { apartmentId: unit(C), kind: 'representada', proxyHolder: 'Esc. Laura Méndez' },
          ],
        },
      }),
    );
    const res = await t.call(assemblyCalls.attendanceSheet, { headers: as.admin, params: { id } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Presentes o representadas: 2 de 5 unidades (40,0 %), con 50,0000 % del coeficiente');
    expect(flat).toContain('Representada por poder Esc. Laura Méndez');
    const intruder = await t.call(assemblyCalls.attendanceSheet, { headers: as.adminB, params: { id } });
    expect([intruder.statusCode, intruder.json().message]).toEqual([404, assemblyMessages.notFound]);
  });
});

describe('votings', () => {
  it('count the README’s example 3: a proxy votes for all its units, the absent do not vote, both counts decide', async () => {
    const assemblyId = await newAssembly();
    ok(
      await t.call(assemblyCalls.updateAttendance, {
        headers: as.admin,
        body: {
          assemblyId,
          units: [
            { apartmentId: unit(A), kind: 'presente' },
            { apartmentId: unit(B), kind: 'representada', proxyHolder: 'Dueña Unidad 1', proxyApartmentId: unit(A) },
            { apartmentId: unit(C), kind: 'representada', proxyHolder: 'Esc. Laura Méndez' },
            { apartmentId: unit(D), kind: 'representada', proxyHolder: 'esc.  laura mendez' },
          ],
        },
      }),
    );
    const voting = await newVoting({ assemblyId, majority: 'absoluta', quorum: 'ninguno' });
    const [si, no] = voting.details.map((detail) => detail.id) as [number, number];
    const early = await vote(voting.id, unit(A), si);
    expect([early.statusCode, early.json().message]).toEqual([409, votingMessages.votesLocked('borrador')]);
    ok(await t.call(calls.status, { headers: as.admin, body: { id: voting.id, status: 'abierta' } }));
    const locked = await t.call(calls.createDetail, {
      headers: as.admin,
      body: { votingId: voting.id, description: 'Tal vez' },
    });
    expect([locked.statusCode, locked.json().message]).toEqual([409, votingMessages.optionsLocked('abierta')]);

    const byProxy = await vote(voting.id, unit(B), si);
    expect(byProxy.json().message).toBe(votingMessages.voteSaved(2));
    const votes = byProxy.json().votes as { detailId: number | null; castBy: string | null; mayVote: boolean }[];
    expect(votes.map((row) => row.detailId)).toEqual([si, si, null, null, null]);
    expect(votes[1]!.castBy).toBe('Dueña Unidad 1');
    expect(votes[4]!.mayVote).toBe(false);
    expect((await vote(voting.id, unit(D), no)).json().message).toBe(votingMessages.voteSaved(2));
    const absent = await vote(voting.id, unit(E), si);
    expect([absent.statusCode, absent.json().message]).toEqual([409, votingMessages.absentUnit('T · 105')]);

    const counted = ok<{ voting: { count: Record<string, unknown>; details: { votes: number }[] } }>(
      await t.call(calls.status, { headers: as.admin, body: { id: voting.id, status: 'cerrada' } }),
    ).voting;
    expect(counted.details.map((detail) => detail.votes)).toEqual([2, 2]);
    expect(counted.count).toMatchObject({
      voters: { heads: 4, coefficient: 90 },
      options: [
        { detailId: si, heads: 2, coefficient: 55 },
        { detailId: no, heads: 2, coefficient: 35 },
      ],
      winnerId: null,
      verdict: 'sin_mayoria',
    });
    const late = await vote(voting.id, unit(A), no);
    expect([late.statusCode, late.json().message]).toEqual([409, votingMessages.votesLocked('cerrada')]);
  });

  it('outside an assembly, every unit votes for itself (README example 1), and a vote can be withdrawn', async () => {
    const voting = await newVoting({});
    const [si, no] = voting.details.map((detail) => detail.id) as [number, number];
    ok(await t.call(calls.status, { headers: as.admin, body: { id: voting.id, status: 'abierta' } }));
    for (const [index, option] of [
      [A, si],
      [B, no],
      [C, no],
      [D, no],
      [E, si],
    ] as const) {
      expect((await vote(voting.id, unit(index), option)).json().message).toBe(votingMessages.voteSaved(1));
    }
    expect((await vote(voting.id, unit(E), null)).json().message).toBe(votingMessages.voteWithdrawn(1));
    const [listed] = ok<{ votings: { id: number; count: { winnerId: number | null; verdict: string } }[] }>(
      await t.call(calls.findAll, { headers: as.admin, body: { buildingId: complejo.id } }),
    ).votings.filter((row) => row.id === voting.id);
    expect(listed!.count).toMatchObject({ winnerId: no, verdict: 'decidida' });
    const foreignOption = await vote(voting.id, unit(A), si + 100_000);
    expect([foreignOption.statusCode, foreignOption.json().message]).toEqual([409, votingMessages.foreignOption]);
  });

  it('open with two options at least, notify type 6, and keep their options editable only as a borrador', async () => {
    const voting = await newVoting({ details: ['Única'] });
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, colleague.userId),
          eq(notifications.text, votingMessages.newVotingNotice('Pintar la fachada')),
        ),
      );
    expect(notice?.typeId).toBe(6);
    const few = await t.call(calls.status, { headers: as.admin, body: { id: voting.id, status: 'abierta' } });
    expect([few.statusCode, few.json().message]).toEqual([409, votingMessages.tooFewOptions]);
    const added = ok<{ detail: { id: number; position: number } }>(
      await t.call(calls.createDetail, { headers: as.admin, body: { votingId: voting.id, description: 'Otra' } }),
    ).detail;
    expect(added.position).toBe(2);
    ok(await t.call(calls.updateDetail, { headers: as.admin, body: { id: added.id, description: 'Otra opción' } }));
    const details = ok<{ details: { description: string }[] }>(
      await t.call(calls.findDetails, { headers: as.admin, body: { votingId: voting.id } }),
    ).details;
    expect(details.map((detail) => detail.description)).toEqual(['Única', 'Otra opción']);
    ok(await t.call(calls.deleteDetail, { headers: as.admin, params: { id: added.id } }));
    ok(await t.call(calls.status, { headers: as.admin, body: { id: voting.id, status: 'anulada' } }));
    const reopened = await t.call(calls.status, { headers: as.admin, body: { id: voting.id, status: 'abierta' } });
    expect(reopened.statusCode).toBe(409);
  });

  it('of one administradora are not read nor changed by another, nor by a profile without the screen', async () => {
    const voting = await newVoting({});
    for (const [call, body] of [
      [calls.votes, { votingId: voting.id }],
      [calls.vote, { votingId: voting.id, apartmentId: unit(A), detailId: voting.details[0]!.id }],
      [calls.findDetails, { votingId: voting.id }],
    ] as const) {
      const res = await t.call(call, { headers: as.adminB, body });
      expect([res.statusCode, res.json().message]).toEqual([404, votingMessages.notFound]);
    }
    const foreignList = await t.call(calls.findAll, { headers: as.adminB, body: { buildingId: complejo.id } });
    expect(foreignList.statusCode).toBe(404);
    const unscreened = await t.call(calls.votes, { headers: colleague.headers, body: { votingId: voting.id } });
    expect([unscreened.statusCode, unscreened.json().message]).toEqual([403, refusals.noFunctionality]);
  });
});
