import { z } from 'zod';
import { commonAreaCreateSchema, commonAreaSchema, commonAreaUpdateSchema } from '../entities/common-area';
import { idParams } from '../entities/fields';
import { answerSchema, defineCall, noBody, okAnswer } from './define';

/** Common areas and their turns; like apartments, but removed with DELETE delete/{id} (SPEC §7). */
export const commonAreasContract = {
  /** `id` is the complejo's. */
  findAll: defineCall({
    name: 'commonAreas.findAll',
    method: 'GET',
    path: '/commonareas/findall/{id}',
    public: false,
    module: '/complejo',
    functionality: 'areascomunes/listado',
    // A new booking chooses among the areas, and shows their price, turns and rules.
    readAlsoBy: ['reservas'],
    params: idParams,
    request: noBody,
    response: okAnswer({ commonAreas: z.array(commonAreaSchema) }),
  }),
  create: defineCall({
    name: 'commonAreas.create',
    method: 'POST',
    path: '/commonareas/create',
    public: false,
    module: '/complejo',
    functionality: 'areascomunes/nuevo',
    request: commonAreaCreateSchema,
    response: okAnswer({ commonArea: commonAreaSchema }),
  }),
  update: defineCall({
    name: 'commonAreas.update',
    method: 'PUT',
    path: '/commonareas/update',
    public: false,
    module: '/complejo',
    functionality: 'areascomunes/modificar',
    request: commonAreaUpdateSchema,
    response: okAnswer({ commonArea: commonAreaSchema }),
  }),
  delete: defineCall({
    name: 'commonAreas.delete',
    method: 'DELETE',
    path: '/commonareas/delete/{id}',
    public: false,
    module: '/complejo',
    functionality: 'areascomunes/modificar',
    params: idParams,
    request: noBody,
    response: answerSchema,
  }),
};

/** What the common areas calls answer, for the server to say and the mocks to repeat. */
export const commonAreaMessages = {
  created: 'Área común creada.',
  updated: 'Área común actualizada.',
  deleted: 'Área común eliminada.',
  notFound: 'El área común no existe o no tiene acceso a ella.',
  foreignTurn: 'Alguno de los turnos no es de esta área común.',
  repeatedTurn: 'Un turno aparece dos veces. Revise la lista de turnos.',
  turnWithReserves: 'No se puede quitar un turno que tiene reservas. Manténgalo en la lista.',
  pendingReserves: 'No se puede eliminar: el área tiene reservas pendientes. Resuélvalas primero.',
  hasReserves: 'No se puede eliminar: el área tiene reservas registradas. Desactívela en lugar de eliminarla.',
} as const;
