import { z } from 'zod';
import { idParams } from '../entities/fields';
import { towerCreateSchema, towerSchema, towerUpdateSchema } from '../entities/tower';
import { theNamed } from '../formatters/wording';
import { answerSchema, defineCall, noBody, okAnswer } from './define';

/** The towers of a complejo (/complejos/torres/asociar). */
export const towersContract = {
  /** `id` is the complejo's. */
  findAll: defineCall({
    name: 'towers.findAll',
    method: 'GET',
    path: '/towers/findall/{id}',
    public: false,
    // Read wherever units are chosen (apartments, filters), not only on the towers screen: no screen required.
    params: idParams,
    request: noBody,
    response: okAnswer({ towers: z.array(towerSchema) }),
  }),
  create: defineCall({
    name: 'towers.create',
    method: 'POST',
    path: '/towers/create',
    public: false,
    only: 'master',
    functionality: 'complejos/torres/asociar',
    request: towerCreateSchema,
    response: okAnswer({ tower: towerSchema }),
  }),
  update: defineCall({
    name: 'towers.update',
    method: 'PUT',
    path: '/towers/update',
    public: false,
    only: 'master',
    functionality: 'complejos/torres/asociar',
    request: towerUpdateSchema,
    response: okAnswer({ tower: towerSchema }),
  }),
  delete: defineCall({
    name: 'towers.delete',
    method: 'DELETE',
    path: '/towers/delete/{id}',
    public: false,
    only: 'master',
    functionality: 'complejos/torres/asociar',
    params: idParams,
    request: noBody,
    response: answerSchema,
  }),
};

/** What the towers calls answer, for the server to say and the mocks to repeat. */
export const towerMessages = {
  created: 'Torre creada.',
  updated: 'Torre actualizada.',
  deleted: 'Torre eliminada.',
  nameTaken: 'Ese complejo ya tiene una torre con ese nombre.',
  hasUnits: (tower: string, units: number) =>
    `No se puede eliminar ${theNamed('la torre', tower)}: tiene ${units === 1 ? '1 unidad' : `${units} unidades`}. Elimínelas o cámbielas de torre antes.`,
} as const;
