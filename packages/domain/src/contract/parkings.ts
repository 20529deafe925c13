import { z } from 'zod';
import { parkingCreateSchema, parkingSchema, parkingUpdateSchema } from '../entities/apartment';
import { idParams } from '../entities/fields';
import { answerSchema, defineCall, noBody, okAnswer } from './define';

/** Estacionamientos of a complejo. */
export const parkingsContract = {
  /** `id` is the complejo's. */
  findAll: defineCall({
    name: 'parkings.findAll',
    method: 'GET',
    path: '/parkings/findall/{id}',
    public: false,
    module: '/complejo',
    functionality: 'estacionamientos/listado',
    params: idParams,
    request: noBody,
    response: okAnswer({ parkings: z.array(parkingSchema) }),
  }),
  create: defineCall({
    name: 'parkings.create',
    method: 'POST',
    path: '/parkings/create',
    public: false,
    module: '/complejo',
    functionality: 'estacionamientos/nuevo',
    request: parkingCreateSchema,
    response: okAnswer({ parking: parkingSchema }),
  }),
  update: defineCall({
    name: 'parkings.update',
    method: 'PUT',
    path: '/parkings/update',
    public: false,
    module: '/complejo',
    functionality: 'estacionamientos/modificar',
    request: parkingUpdateSchema,
    response: okAnswer({ parking: parkingSchema }),
  }),
  remove: defineCall({
    name: 'parkings.remove',
    method: 'DELETE',
    path: '/parkings/remove/{id}',
    public: false,
    module: '/complejo',
    functionality: 'estacionamientos/modificar',
    params: idParams,
    request: noBody,
    response: answerSchema,
  }),
};
