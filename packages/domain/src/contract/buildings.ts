import { z } from 'zod';
import { buildingCreateSchema, buildingSchema, buildingUpdateSchema } from '../entities/building';
import { idParams } from '../entities/fields';
import { theNamed } from '../formatters/wording';
import { answerSchema, defineCall, noBody, okAnswer } from './define';

/** Complejos. Listing serves the master and the administrator's configuration menu; the rest is master only. */
export const buildingsContract = {
  /** `id` is the administradora's. */
  findAll: defineCall({
    name: 'buildings.findAll',
    method: 'GET',
    path: '/buildings/findall/{id}',
    public: false,
    module: '/complejo',
    functionality: 'complejos/listado',
    params: idParams,
    request: noBody,
    response: okAnswer({ buildings: z.array(buildingSchema) }),
  }),
  create: defineCall({
    name: 'buildings.create',
    method: 'POST',
    path: '/buildings/create',
    public: false,
    only: 'master',
    functionality: 'complejos/nuevo',
    request: buildingCreateSchema,
    response: okAnswer({ building: buildingSchema }),
  }),
  update: defineCall({
    name: 'buildings.update',
    method: 'PUT',
    path: '/buildings/update',
    public: false,
    only: 'master',
    functionality: 'complejos/modificar',
    request: buildingUpdateSchema,
    response: okAnswer({ building: buildingSchema }),
  }),
  delete: defineCall({
    name: 'buildings.delete',
    method: 'DELETE',
    path: '/buildings/delete/{id}',
    public: false,
    only: 'master',
    functionality: 'complejos/modificar',
    params: idParams,
    request: noBody,
    response: answerSchema,
  }),
};

/** What the buildings calls answer, for the server to say and the mocks to repeat. */
export const buildingMessages = {
  created: 'Complejo creado.',
  updated: 'Complejo actualizado.',
  deleted: 'Complejo eliminado.',
  unknownCity: 'La ciudad elegida no existe.',
  moveCompany: 'Un complejo no puede pasar a otra administradora: cree uno nuevo en ella.',
  hasChildren: (building: string, towers: number, units: number) =>
    `No se puede eliminar ${theNamed('el complejo', building)}: tiene ${[
      towers > 0 ? (towers === 1 ? '1 torre' : `${towers} torres`) : '',
      units > 0 ? (units === 1 ? '1 unidad' : `${units} unidades`) : '',
    ]
      .filter(Boolean)
      .join(' y ')}. Elimínelas antes desde Torres y Apartamentos.`,
} as const;
