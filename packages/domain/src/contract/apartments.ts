import { z } from 'zod';
import { apartmentCreateSchema, apartmentSchema, apartmentUpdateSchema } from '../entities/apartment';
import { idParams } from '../entities/fields';
import { answerSchema, defineCall, noBody, okAnswer } from './define';

/** Units of a complejo. */
export const apartmentsContract = {
  /** `id` is the complejo's. */
  findAll: defineCall({
    name: 'apartments.findAll',
    method: 'GET',
    path: '/apartments/findall/{id}',
    public: false,
    module: '/complejo',
    functionality: 'apartamentos/listado',
    params: idParams,
    request: noBody,
    response: okAnswer({ apartments: z.array(apartmentSchema) }),
  }),
  create: defineCall({
    name: 'apartments.create',
    method: 'POST',
    path: '/apartments/create',
    public: false,
    module: '/complejo',
    functionality: 'apartamentos/nuevo',
    request: apartmentCreateSchema,
    response: okAnswer({ apartment: apartmentSchema }),
  }),
  update: defineCall({
    name: 'apartments.update',
    method: 'PUT',
    path: '/apartments/update',
    public: false,
    module: '/complejo',
    functionality: 'apartamentos/modificar',
    request: apartmentUpdateSchema,
    response: okAnswer({ apartment: apartmentSchema }),
  }),
  remove: defineCall({
    name: 'apartments.remove',
    method: 'DELETE',
    path: '/apartments/remove/{id}',
    public: false,
    module: '/complejo',
    functionality: 'apartamentos/listado',
    params: idParams,
    request: noBody,
    response: answerSchema,
  }),
};
