/**
 * Asambleas at the size of a large complejo: 2,000 units. Measures, as the administrator through the server
 * (app.inject):
 *
 * - the whole attendance recorded in one call (PUT /assemblies/attendance/update, 2,000 units: one in six represented,
 *   one notary holding 100 proxies), goal ≤ 1.5 s;
 * - a vote cast while the assembly votes (PUT /votings/votes/update): a unit's own, and the notary's for her 100
 *   units at once, each goal ≤ 300 ms (the desk records a vote per hand raised);
 * - the list of the complejo's votings with the live count of 2,000 votes (POST /votings/findall), goal ≤ 300 ms;
 * - the votes table of 2,000 units (POST /votings/votes/findall), goal ≤ 300 ms;
 * - the attendance sheet of 2,000 units as a PDF (GET /assemblies/attendance/pdf/{id}), goal ≤ 8 s.
 *
 * Prints the figures and exits with 1 when a goal is missed. In-memory PGlite, or PostgreSQL with DATABASE_URL:
 *
 *   npx tsx packages/server/bench/assemblies.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx packages/server/bench/assemblies.ts
 */
import { type CallDefinition, contract } from '@horizontal/domain';
import { votingVotes } from '../src/db/schema';
import { largeComplejo } from './large-complejo';

const UNITS = 2_000;
const goals = { attendanceMs: 1_500, voteMs: 300, listMs: 300, votesMs: 300, sheetMs: 8_000 };

const { app, database, complejo, headers, close } = await largeComplejo('Complejo de Prueba de Asambleas', UNITS);
const ms = (value: number) => `${value.toFixed(0)} ms`;
const missed: string[] = [];

const call = async (definition: CallDefinition, options: { body?: unknown; params?: Record<string, number> } = {}) => {
  const path = definition.path.replace(/\{(\w+)\}/g, (_, key: string) => String(options.params?.[key]));
  const started = performance.now();
  const res = await app.inject({
    method: definition.method,
    url: `/api${path}`,
    headers,
    payload: options.body === undefined ? undefined : (options.body as object),
  });
  const took = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`${definition.name}: ${res.body.slice(0, 300)}`);
  return { took, res };
};

const measure = (label: string, took: number, goal: number) => {
  console.log(`  ${label}: ${ms(took)} (meta ≤ ${goal} ms)`);
  if (took > goal) missed.push(label);
};

try {
  const units = complejo.units.map((unit) => unit.id);
  const { res: created } = await call(contract.assemblies.create, {
    body: { buildingId: complejo.id, title: 'Asamblea extraordinaria', type: 'extraordinaria', date: '2027-03-10' },
  });
  const assemblyId = created.json().assembly.id as number;
  // One in six represented by the owner of the unit before it, the first hundred of those by the notary.
  let notarized = 0;
  const entries = units.map((apartmentId, index) => {
    if (index % 6 !== 5) return { apartmentId, kind: 'presente' as const };
    notarized += 1;
    return notarized <= 100
      ? { apartmentId, kind: 'representada' as const, proxyHolder: 'Esc. Laura Méndez' }
      : { apartmentId, kind: 'representada' as const, proxyHolder: 'Dueña', proxyApartmentId: units[index - 1]! };
  });
  console.log(`Asamblea de un complejo de ${UNITS} unidades:`);
  const attendance = await call(contract.assemblies.updateAttendance, { body: { assemblyId, units: entries } });
  measure('asistencia de todas las unidades en una llamada', attendance.took, goals.attendanceMs);

  const { res: votingRes } = await call(contract.votings.create, {
    body: {
      buildingId: complejo.id,
      assemblyId,
      title: 'Impermeabilizar las azoteas',
      startDate: '2027-03-10',
      endDate: '2027-03-10',
      details: ['Sí', 'No', 'Abstención'],
    },
  });
  const voting = votingRes.json().voting as { id: number; details: { id: number }[] };
  await call(contract.votings.status, { body: { id: voting.id, status: 'abierta' } });
  const own = await call(contract.votings.vote, {
    body: { votingId: voting.id, apartmentId: units[0]!, detailId: voting.details[0]!.id },
  });
  measure('voto de una unidad', own.took, goals.voteMs);
  const notary = await call(contract.votings.vote, {
    body: { votingId: voting.id, apartmentId: units[5]!, detailId: voting.details[1]!.id },
  });
  measure(
    `voto de la escribana por sus ${notary.res.json().message.match(/\d+/)?.[0]} unidades`,
    notary.took,
    goals.voteMs,
  );
  // The rest vote (written straight to the table: the calls were measured above); then the lists, full.
  const voted = new Set((await database.db.select().from(votingVotes)).map((vote) => vote.apartmentId));
  await database.db.insert(votingVotes).values(
    units
      .filter((apartmentId, index) => !voted.has(apartmentId) && index % 6 !== 5)
      .map((apartmentId, index) => ({
        companyId: complejo.companyId,
        buildingId: complejo.id,
        votingId: voting.id,
        apartmentId,
        detailId: voting.details[index % 3]!.id,
      })),
  );
  const list = await call(contract.votings.findAll, { body: { buildingId: complejo.id } });
  const count = list.res.json().votings[0].count as { voters: { heads: number }; verdict: string };
  measure(`votaciones con el conteo de ${count.voters.heads} votos (${count.verdict})`, list.took, goals.listMs);
  const votes = await call(contract.votings.votes, { body: { votingId: voting.id } });
  measure(`tabla de votos de ${votes.res.json().votes.length} unidades`, votes.took, goals.votesMs);
  const sheet = await call(contract.assemblies.attendanceSheet, { params: { id: assemblyId } });
  measure(
    `hoja de asistencia en PDF (${Math.round(sheet.res.rawPayload.length / 1024)} KB)`,
    sheet.took,
    goals.sheetMs,
  );
  if (missed.length > 0) {
    console.log(`Metas no cumplidas: ${missed.join('; ')}`);
    process.exitCode = 1;
  }
} finally {
  await close();
}
