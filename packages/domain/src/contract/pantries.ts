import { z } from 'zod';
import { pantryCreateSchema, pantrySchema, pantryUpdateSchema } from '../entities/apartment';
import { idParams } from '../entities/fields';
import { answerSchema, defineCall, noBody, okAnswer } from './define';

/** Despensas (storage rooms) of a complejo. */
export const pantriesContract = {
  /** `id` is the complejo's. */
  findAll: defineCall({
    name: 'pantries.findAll',
    method: 'GET',
    path: '/pantries/findall/{id}',
    public: false,
    module: '/complejo',
    functionality: 'despensas/listado',
    params: idParams,
    request: noBody,
    response: okAnswer({ pantries: z.array(pantrySchema) }),
  }),
  create: defineCall({
    name: 'pantries.create',
    method: 'POST',
    path: '/pantries/create',
    public: false,
    module: '/complejo',
    functionality: 'despensas/nuevo',
    request: pantryCreateSchema,
    response: okAnswer({ pantry: pantrySchema }),
  }),
  update: defineCall({
    name: 'pantries.update',
    method: 'PUT',
    path: '/pantries/update',
    public: false,
    module: '/complejo',
    functionality: 'despensas/modificar',
    request: pantryUpdateSchema,
    response: okAnswer({ pantry: pantrySchema }),
  }),
  remove: defineCall({
    name: 'pantries.remove',
    method: 'DELETE',
    path: '/pantries/remove/{id}',
    public: false,
    module: '/complejo',
    functionality: 'despensas/modificar',
    params: idParams,
    request: noBody,
    response: answerSchema,
  }),
};

/** What the pantries and parkings calls answer (they share the complejo's units), for the server and the mocks. */
export const spaceMessages = {
  foreignApartment: 'El apartamento elegido no es de ese complejo.',
  pantry: {
    created: 'Despensa creada.',
    updated: 'Despensa actualizada.',
    deleted: 'Despensa eliminada.',
    notFound: 'La despensa no existe o no tiene acceso a ella.',
    numberTaken: (number: string) => `Ya existe la despensa ${number} en el complejo.`,
  },
  parking: {
    created: 'Estacionamiento creado.',
    updated: 'Estacionamiento actualizado.',
    deleted: 'Estacionamiento eliminado.',
    notFound: 'El estacionamiento no existe o no tiene acceso a él.',
    numberTaken: (number: string) => `Ya existe el estacionamiento ${number} en el complejo.`,
  },
} as const;
