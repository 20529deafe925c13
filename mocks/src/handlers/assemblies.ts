import type { Assembly } from '@horizontal/domain';
import { assemblyMessages, contract } from '@horizontal/domain';
import { db, nextId } from '../db';
import { buildingOf, conflict, notFound, reachesBuilding, rowOf } from './guards';
import { mockCall } from './mock-call';

const calls = contract.assemblies;
const text = assemblyMessages;
const missing = text.notFound;

const resolutionOf = (user: Parameters<typeof reachesBuilding>[0], id: number) => {
  const resolution = db.resolutions.find((candidate) => candidate.id === id);
  const assembly = db.assemblies.find((candidate) => candidate.id === resolution?.assemblyId);
  if (!resolution || !assembly || !reachesBuilding(user, assembly.buildingId)) throw notFound(text.resolutionNotFound);
  return { resolution, assembly };
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
];
