import type { Assembly, AssemblyAttendance, CountedUnit } from '@horizontal/domain';
import {
  assemblyMessages,
  attendanceKindLabels,
  attendanceQuorumLine,
  attendanceTally,
  contract,
  formatCoefficient,
  unitLabel,
} from '@horizontal/domain';
import { db, nextId } from '../db';
import { mockToday } from '../fixtures/clock';
import { simplePdf } from '../pdf';
import { buildingOf, conflict, notFound, reachesBuilding, rowOf } from './guards';
import { mayCall, mockCall } from './mock-call';

const calls = contract.assemblies;
const text = assemblyMessages;
const missing = text.notFound;

const resolutionOf = (user: Parameters<typeof reachesBuilding>[0], id: number) => {
  const resolution = db.resolutions.find((candidate) => candidate.id === id);
  const assembly = db.assemblies.find((candidate) => candidate.id === resolution?.assemblyId);
  if (!resolution || !assembly || !reachesBuilding(user, assembly.buildingId)) throw notFound(text.resolutionNotFound);
  return { resolution, assembly };
};

/** The complejo's units with their coefficients: what attendance and votes are measured against. */
export const unitsOfBuilding = (buildingId: number): CountedUnit[] =>
  db.apartments
    .filter((apartment) => apartment.buildingId === buildingId)
    .map((apartment) => ({ apartmentId: apartment.id, coefficient: apartment.coefficient }));

/** How each unit came to the assembly, as recorded. */
export const attendanceEntriesOf = (assemblyId: number) =>
  db.attendance.filter((entry) => entry.assemblyId === assemblyId);

const attendanceOut = (assembly: Assembly): AssemblyAttendance => {
  const entries = attendanceEntriesOf(assembly.id);
  const units = db.apartments
    .filter((apartment) => apartment.buildingId === assembly.buildingId)
    .sort((a, b) => a.id - b.id)
    .map((apartment) => {
      const entry = entries.find((candidate) => candidate.apartmentId === apartment.id);
      return {
        apartmentId: apartment.id,
        apartment: unitLabel(apartment),
        coefficient: apartment.coefficient,
        kind: entry?.kind ?? 'ausente',
        proxyHolder: entry?.proxyHolder ?? null,
        proxyApartmentId: entry?.proxyApartmentId ?? null,
      };
    });
  return { assemblyId: assembly.id, units, ...attendanceTally(unitsOfBuilding(assembly.buildingId), entries) };
};

/** The backend moves a convocada assembly to realizada once it has resolutions (entities/assembly.ts). */
const markHeld = (assembly: Assembly) => {
  if (assembly.status === 'convocada') assembly.status = 'realizada';
};

export const assembliesHandlers = [
  mockCall(calls.findAll, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    return {
      message: 'OK',
      assemblies: db.assemblies
        .filter((assembly) => assembly.buildingId === body.buildingId)
        .sort((a, b) => b.date.localeCompare(a.date)),
    };
  }),

  mockCall(calls.create, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    const assembly: Assembly = { id: nextId(db.assemblies), ...body, status: 'convocada' };
    db.assemblies.push(assembly);
    return { message: text.created, assembly };
  }),

  mockCall(calls.delete, ({ params, user }) => {
    const assembly = rowOf(user, db.assemblies, params.id, missing);
    if (db.votings.some((voting) => voting.assemblyId === assembly.id)) {
      throw conflict(text.hasVotings);
    }
    db.assemblies = db.assemblies.filter((candidate) => candidate.id !== assembly.id);
    db.resolutions = db.resolutions.filter((resolution) => resolution.assemblyId !== assembly.id);
    db.attendance = db.attendance.filter((entry) => entry.assemblyId !== assembly.id);
    return { message: text.deleted };
  }),

  mockCall(calls.findResolutions, ({ body, user }) => {
    const assembly = rowOf(user, db.assemblies, body.assemblyId, missing);
    return { message: 'OK', resolutions: db.resolutions.filter((resolution) => resolution.assemblyId === assembly.id) };
  }),

  mockCall(calls.createResolution, ({ body, user }) => {
    const assembly = rowOf(user, db.assemblies, body.assemblyId, missing);
    if (assembly.status === 'cancelada') throw conflict(text.cancelled);
    const resolution = { id: nextId(db.resolutions), ...body };
    db.resolutions.push(resolution);
    markHeld(assembly);
    return { message: text.resolutionCreated, resolution };
  }),

  mockCall(calls.updateResolution, ({ body, user }) => {
    const { resolution } = resolutionOf(user, body.id);
    Object.assign(resolution, body);
    return { message: text.resolutionUpdated, resolution };
  }),

  mockCall(calls.deleteResolution, ({ params, user }) => {
    const { resolution } = resolutionOf(user, params.id);
    db.resolutions = db.resolutions.filter((candidate) => candidate.id !== resolution.id);
    return { message: text.resolutionDeleted };
  }),

  mockCall(calls.attendance, ({ body, user }) => ({
    message: 'OK',
    attendance: attendanceOut(rowOf(user, db.assemblies, body.assemblyId, missing)),
  })),

  mockCall(calls.summary, ({ params, user }) => {
    buildingOf(user, params.id);
    const next = db.assemblies
      .filter((assembly) => assembly.buildingId === params.id)
      .filter((assembly) => assembly.status === 'convocada' && assembly.date >= mockToday)
      .sort((a, b) => a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? '') || a.id - b.id)[0];
    return {
      message: 'OK',
      summary: {
        assemblies: mayCall(user, calls.findAll)
          ? { next: next ? { id: next.id, title: next.title, date: next.date, time: next.time } : null }
          : null,
        openVotings: mayCall(user, contract.votings.findAll)
          ? db.votings.filter((voting) => voting.buildingId === params.id && voting.status === 'abierta').length
          : null,
      },
    };
  }),

  mockCall(calls.attendanceSheet, ({ params, user }) => {
    const assembly = rowOf(user, db.assemblies, params.id, missing);
    const attendance = attendanceOut(assembly);
    return simplePdf(`Hoja de asistencia — ${assembly.title}`, [
      attendanceQuorumLine(attendance),
      ...attendance.units.map(
        (unit) =>
          `${unit.apartment} · ${formatCoefficient(unit.coefficient)} · ${attendanceKindLabels[unit.kind]}${unit.proxyHolder ? ` · ${unit.proxyHolder}` : ''}`,
      ),
    ]);
  }),

  mockCall(calls.updateAttendance, ({ body, user }) => {
    const assembly = rowOf(user, db.assemblies, body.assemblyId, missing);
    if (assembly.status === 'cancelada') throw conflict(text.attendanceCancelled);
    const unitOf = (apartmentId: number) =>
      db.apartments.find((apartment) => apartment.id === apartmentId && apartment.buildingId === assembly.buildingId);
    if (body.units.some((entry) => !unitOf(entry.apartmentId))) throw conflict(text.foreignUnit);
    const next = new Map(attendanceEntriesOf(assembly.id).map((entry) => [entry.apartmentId, entry]));
    for (const entry of body.units) {
      next.set(entry.apartmentId, {
        assemblyId: assembly.id,
        apartmentId: entry.apartmentId,
        kind: entry.kind,
        proxyHolder: entry.kind === 'representada' ? entry.proxyHolder.trim() : null,
        proxyApartmentId: entry.kind === 'representada' ? entry.proxyApartmentId : null,
      });
    }
    // A proxy held by an owner is held by one who came: the unit named must be present once this is saved.
    for (const entry of next.values()) {
      if (entry.proxyApartmentId === null) continue;
      if (next.get(entry.proxyApartmentId)?.kind !== 'presente' || !unitOf(entry.proxyApartmentId)) {
        throw conflict(text.proxyNotPresent(unitLabel(unitOf(entry.apartmentId)!)));
      }
    }
    db.attendance = [...db.attendance.filter((entry) => entry.assemblyId !== assembly.id), ...next.values()];
    return { message: text.attendanceSaved, attendance: attendanceOut(assembly) };
  }),
];
