import { renderAttendancePdf } from '@horizontal/documents';
import {
  type AssemblyAttendance,
  assemblyMessages,
  attendanceTally,
  contract,
  montevideoToday,
} from '@horizontal/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { placeOf } from '../../core/document-place';
import { ApiError, messages } from '../../core/errors/api-error';
import type { Queryable } from '../../db/client';
import type { Assembly, Resolution } from '../../db/schema';
import { unitsOfBuilding } from './assemblies.repository';
import type { AssemblyRepositories } from './repositories';
import { tellAssemblyStaff } from './staff-notice';

const calls = contract.assemblies;
const text = assemblyMessages;

const assemblyOut = (row: Assembly) => ({
  id: row.id,
  buildingId: row.buildingId,
  title: row.title,
  type: row.type as 'ordinaria' | 'extraordinaria',
  date: row.date,
  time: row.time === null ? null : row.time.slice(0, 5),
  place: row.place,
  description: row.description,
  status: row.status as 'convocada' | 'realizada' | 'cancelada',
});

const resolutionOut = (row: Resolution) => ({
  id: row.id,
  assemblyId: row.assemblyId,
  title: row.title,
  description: row.description,
  result: row.result as 'aprobada' | 'rechazada' | 'postergada',
});

/** Assemblies, their resolutions and their attendance sheet. */
export const assemblyRoutes = (repos: AssemblyRepositories) => async (app: FastifyInstance) => {
  const { assemblies, buildings } = repos;

  /** Every unit of the complejo as it came, and the quorum by heads and by coefficient. */
  const attendanceOut = async (assembly: Assembly, q: Queryable = app.db): Promise<AssemblyAttendance> => {
    const units = await unitsOfBuilding(q, assembly.buildingId);
    const entries = await assemblies.attendanceOf(assembly.id, q);
    const entryOf = new Map(entries.map((entry) => [entry.apartmentId, entry]));
    return {
      assemblyId: assembly.id,
      units: units.map((unit) => {
        const entry = entryOf.get(unit.apartmentId);
        return {
          ...unit,
          kind: (entry?.kind ?? 'ausente') as 'presente' | 'representada' | 'ausente',
          proxyHolder: entry?.proxyHolder ?? null,
          proxyApartmentId: entry?.proxyApartmentId ?? null,
        };
      }),
      ...attendanceTally(
        units,
        entries.map((entry) => ({ ...entry, kind: entry.kind as 'presente' | 'representada' | 'ausente' })),
      ),
    };
  };

  registerCall(app, calls.findAll, async ({ body, scope }) => {
    if (!(await buildings.find(scope, body.buildingId))) throw new ApiError(404, messages.buildingNotFound);
    return { message: 'OK', assemblies: (await assemblies.listOfBuilding(scope, body.buildingId)).map(assemblyOut) };
  });

  registerCall(app, calls.create, async ({ body, scope, auth, request }) => {
    const building = await buildings.find(scope, body.buildingId);
    if (!building) throw new ApiError(404, messages.buildingNotFound);
    const created = await app.db.transaction(async (tx) => {
      const row = await assemblies.table.insert(
        scope,
        { ...body, companyId: building.companyId, buildingId: building.id, status: 'convocada' },
        tx,
      );
      await tellAssemblyStaff(app, tx, request, building, auth.user.id, text.newAssemblyNotice(row.title, row.date));
      return row;
    });
    return { message: text.created, assembly: assemblyOut(created) };
  });

  registerCall(app, calls.delete, async ({ params, scope }) => {
    await app.db.transaction(async (tx) => {
      await assemblies.lock(tx, params.id);
      if (!(await assemblies.find(scope, params.id, tx))) throw new ApiError(404, text.notFound);
      if (await assemblies.hasVotings(params.id, tx)) throw new ApiError(409, text.hasVotings);
      // Its resolutions and attendance go with it (ON DELETE CASCADE).
      await assemblies.table.remove(scope, params.id, tx);
    });
    return { message: text.deleted };
  });

  registerCall(app, calls.findResolutions, async ({ body, scope }) => {
    if (!(await assemblies.find(scope, body.assemblyId))) throw new ApiError(404, text.notFound);
    return { message: 'OK', resolutions: (await assemblies.resolutionsOf(scope, body.assemblyId)).map(resolutionOut) };
  });

  registerCall(app, calls.createResolution, async ({ body, scope }) => {
    const resolution = await app.db.transaction(async (tx) => {
      await assemblies.lock(tx, body.assemblyId);
      const assembly = await assemblies.find(scope, body.assemblyId, tx);
      if (!assembly) throw new ApiError(404, text.notFound);
      if (assembly.status === 'cancelada') throw new ApiError(409, text.cancelled);
      const row = await assemblies.resolutions.insert(
        scope,
        { ...body, companyId: assembly.companyId, buildingId: assembly.buildingId },
        tx,
      );
      // An assembly that resolved something was held (entities/assembly.ts).
      if (assembly.status === 'convocada') {
        await assemblies.table.setStatus(scope, assembly.id, { status: 'realizada' }, tx);
      }
      return row;
    });
    return { message: text.resolutionCreated, resolution: resolutionOut(resolution) };
  });

  registerCall(app, calls.updateResolution, async ({ body, scope }) => {
    const { id, ...values } = body;
    const row = await assemblies.resolutions.update(scope, id, values);
    if (!row) throw new ApiError(404, text.resolutionNotFound);
    return { message: text.resolutionUpdated, resolution: resolutionOut(row) };
  });

  registerCall(app, calls.deleteResolution, async ({ params, scope }) => {
    if (!(await assemblies.resolutions.remove(scope, params.id))) throw new ApiError(404, text.resolutionNotFound);
    return { message: text.resolutionDeleted };
  });

  registerCall(app, calls.attendance, async ({ body, scope }) => {
    const assembly = await assemblies.find(scope, body.assemblyId);
    if (!assembly) throw new ApiError(404, text.notFound);
    return { message: 'OK', attendance: await attendanceOut(assembly) };
  });

  registerCall(app, calls.updateAttendance, async ({ body, scope }) => {
    const attendance = await app.db.transaction(async (tx) => {
      await assemblies.lock(tx, body.assemblyId);
      const assembly = await assemblies.find(scope, body.assemblyId, tx);
      if (!assembly) throw new ApiError(404, text.notFound);
      if (assembly.status === 'cancelada') throw new ApiError(409, text.attendanceCancelled);
      const units = new Map((await unitsOfBuilding(tx, assembly.buildingId)).map((unit) => [unit.apartmentId, unit]));
      if (body.units.some((entry) => !units.has(entry.apartmentId))) throw new ApiError(409, text.foreignUnit);
      const next = new Map(
        (await assemblies.attendanceOf(assembly.id, tx)).map((entry) => [
          entry.apartmentId,
          { kind: entry.kind, proxyHolder: entry.proxyHolder, proxyApartmentId: entry.proxyApartmentId },
        ]),
      );
      for (const entry of body.units) {
        const represented = entry.kind === 'representada';
        next.set(entry.apartmentId, {
          kind: entry.kind,
          proxyHolder: represented ? entry.proxyHolder.trim() : null,
          proxyApartmentId: represented ? entry.proxyApartmentId : null,
        });
      }
      // A proxy held by an owner is held by one who came: the unit named must be present once this is saved.
      for (const [apartmentId, entry] of next) {
        if (entry.proxyApartmentId === null) continue;
        if (next.get(entry.proxyApartmentId)?.kind !== 'presente' || !units.has(entry.proxyApartmentId)) {
          throw new ApiError(409, text.proxyNotPresent(units.get(apartmentId)!.apartment));
        }
      }
      const table = assemblies.attendanceTable;
      const rows = body.units.map((entry) => ({
        companyId: assembly.companyId,
        buildingId: assembly.buildingId,
        assemblyId: assembly.id,
        apartmentId: entry.apartmentId,
        ...next.get(entry.apartmentId)!,
      }));
      await tx
        .insert(table)
        .values(rows)
        .onConflictDoUpdate({
          target: [table.assemblyId, table.apartmentId],
          set: {
            kind: sql`excluded.kind`,
            proxyHolder: sql`excluded.proxy_holder`,
            proxyApartmentId: sql`excluded.proxy_apartment_id`,
            updatedAt: new Date(),
          },
        });
      return attendanceOut(assembly, tx);
    });
    return { message: text.attendanceSaved, attendance };
  });

  registerCall(app, calls.attendanceSheet, async ({ params, scope }) => {
    const assembly = await assemblies.find(scope, params.id);
    if (!assembly) throw new ApiError(404, text.notFound);
    const place = await placeOf(app, assembly.buildingId);
    const out = assemblyOut(assembly);
    const bytes = await renderAttendancePdf({
      complejo: place.complejo,
      issuer: place.issuer,
      assembly: out,
      attendance: await attendanceOut(assembly),
      issuedOn: montevideoToday(),
    });
    return { bytes, fileName: `Hoja de asistencia - ${assembly.title}.pdf`, contentType: 'application/pdf' };
  });
};
