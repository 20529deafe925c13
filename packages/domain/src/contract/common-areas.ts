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
    functionality: 'areascomunes/listado',
    params: idParams,
    request: noBody,
    response: answerSchema,
  }),
};
