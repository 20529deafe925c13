import { z } from 'zod';
import { buildingRequestSchema, idParams } from '../entities/fields';
import {
  type VotingStatus,
  voteCastSchema,
  voteSchema,
  votesRequestSchema,
  votingCreateSchema,
  votingDetailCreateSchema,
  votingDetailSchema,
  votingDetailsRequestSchema,
  votingDetailUpdateSchema,
  votingSchema,
  votingStatusChangeSchema,
  votingStatusLabels,
} from '../entities/voting';
import { answerSchema, defineCall, noBody, okAnswer } from './define';

/** Votings and their options (details): create, delete, list, detail create/update/delete, status. */
export const votingsContract = {
  /** Each voting comes with its details (SPEC §7). */
  findAll: defineCall({
    name: 'votings.findAll',
    method: 'POST',
    access: 'read',
    path: '/votings/findall',
    public: false,
    module: '/asambleas',
    functionality: 'votaciones/listado',
    request: buildingRequestSchema,
    response: okAnswer({ votings: z.array(votingSchema) }),
  }),
  create: defineCall({
    name: 'votings.create',
    method: 'POST',
    path: '/votings/create',
    public: false,
    module: '/asambleas',
    functionality: 'votaciones/nuevo',
    request: votingCreateSchema,
    response: okAnswer({ voting: votingSchema }),
  }),
  delete: defineCall({
    name: 'votings.delete',
    method: 'DELETE',
    path: '/votings/delete/{id}',
    public: false,
    module: '/asambleas',
    functionality: 'votaciones/listado',
    params: idParams,
    request: noBody,
    response: answerSchema,
  }),
  findDetails: defineCall({
    name: 'votings.findDetails',
    method: 'POST',
    access: 'read',
    path: '/votings/details/findall',
    public: false,
    module: '/asambleas',
    functionality: 'votaciones/detalle/asociar',
    request: votingDetailsRequestSchema,
    response: okAnswer({ details: z.array(votingDetailSchema) }),
  }),
  createDetail: defineCall({
    name: 'votings.createDetail',
    method: 'POST',
    path: '/votings/details/create',
    public: false,
    module: '/asambleas',
    functionality: 'votaciones/detalle/asociar',
    request: votingDetailCreateSchema,
    response: okAnswer({ detail: votingDetailSchema }),
  }),
  updateDetail: defineCall({
    name: 'votings.updateDetail',
    method: 'PUT',
    path: '/votings/details/update',
    public: false,
    module: '/asambleas',
    functionality: 'votaciones/detalle/asociar',
    request: votingDetailUpdateSchema,
    response: okAnswer({ detail: votingDetailSchema }),
  }),
  /** Deletes a detail (an option); the path says "resolutions" because the spec's does. */
  deleteDetail: defineCall({
    name: 'votings.deleteDetail',
    method: 'DELETE',
    path: '/votings/resolutions/delete/{id}',
    public: false,
    module: '/asambleas',
    functionality: 'votaciones/detalle/asociar',
    params: idParams,
    request: noBody,
    response: answerSchema,
  }),
  status: defineCall({
    name: 'votings.status',
    method: 'PUT',
    path: '/votings/status/update',
    public: false,
    module: '/asambleas',
    functionality: 'votaciones/listado',
    request: votingStatusChangeSchema,
    response: okAnswer({ voting: votingSchema }),
  }),
  /** Beyond SPEC §7: every unit of the complejo and its vote; recorded on the voting's screen. */
  votes: defineCall({
    name: 'votings.votes',
    method: 'POST',
    access: 'read',
    path: '/votings/votes/findall',
    public: false,
    module: '/asambleas',
    functionality: 'votaciones/detalle/asociar',
    request: votesRequestSchema,
    response: okAnswer({ votes: z.array(voteSchema) }),
  }),
  /** Beyond SPEC §7: a unit's vote while the voting is abierta; a proxy's counts for every unit it represents. */
  vote: defineCall({
    name: 'votings.vote',
    method: 'PUT',
    path: '/votings/votes/update',
    public: false,
    module: '/asambleas',
    functionality: 'votaciones/detalle/asociar',
    request: voteCastSchema,
    response: okAnswer({ voting: votingSchema, votes: z.array(voteSchema) }),
  }),
};

/** What the votings calls answer, for the server and the mocks. */
export const votingMessages = {
  created: 'Votación creada como borrador.',
  deleted: 'Votación eliminada.',
  detailCreated: 'Opción agregada.',
  detailUpdated: 'Opción actualizada.',
  detailDeleted: 'Opción eliminada.',
  status: 'Estado actualizado.',
  notFound: 'La votación no existe o no tiene acceso a ella.',
  detailNotFound: 'La opción no existe o no tiene acceso a ella.',
  foreignAssembly: 'La asamblea elegida no es de ese complejo.',
  openOnDelete: 'La votación está abierta: ciérrela o anúlela antes de eliminarla.',
  tooFewOptions: 'Agregue al menos dos opciones antes de abrir la votación.',
  /** The staff's notification (type 6, Asambleas). */
  newVotingNotice: (title: string) => `Nueva votación: «${title}».`,
  voteSaved: (units: number) =>
    units === 1 ? 'Voto registrado.' : `Voto registrado para las ${units} unidades del poder.`,
  voteWithdrawn: (units: number) =>
    units === 1 ? 'Voto retirado.' : `Voto retirado de las ${units} unidades del poder.`,
  votesLocked: (status: VotingStatus) =>
    status === 'borrador'
      ? 'La votación todavía es un borrador: ábrala para registrar votos.'
      : `La votación está «${votingStatusLabels[status]}»: sus votos ya no cambian.`,
  foreignUnit: 'La unidad elegida no es de ese complejo.',
  foreignOption: 'La opción elegida no es de esa votación.',
  absentUnit: (unit: string) => `${unit} no estuvo en la asamblea: no vota en esta votación.`,
  optionsLocked: (status: VotingStatus) =>
    `La votación está «${votingStatusLabels[status]}»: sus opciones ya no se pueden cambiar.`,
} as const;
