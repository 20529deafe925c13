import { z } from 'zod';
import { idParams } from '../entities/fields';
import { unlinkCreateSchema, unlinkSchema } from '../entities/unlink';
import { defineCall, noBody, okAnswer } from './define';

/** Desvinculaciones (the spec's "Unlink" row, under /unlink). */
export const unlinksContract = {
  /** `id` is the complejo's. */
  findAll: defineCall({
    name: 'unlinks.findAll',
    method: 'GET',
    path: '/unlink/findall/{id}',
    public: false,
    module: '/personal',
    functionality: 'desvinculaciones/listado',
    params: idParams,
    request: noBody,
    response: okAnswer({ unlinkList: z.array(unlinkSchema) }),
  }),
  /** Also sets the person desvinculado and ends the contract as finalizado. */
  create: defineCall({
    name: 'unlinks.create',
    method: 'POST',
    path: '/unlink/create',
    public: false,
    module: '/personal',
    functionality: 'desvinculaciones/nuevo',
    request: unlinkCreateSchema,
    response: okAnswer({ unlink: unlinkSchema }),
  }),
};

/** What the unlinks calls answer, for the server and the mocks. */
export const unlinkMessages = {
  created: 'Desvinculación registrada.',
  foreignPersonnel: 'La persona no es del personal de ese complejo.',
  alreadyUnlinked: 'La persona ya está desvinculada.',
  foreignContract: 'El contrato elegido no es un contrato vigente o suspendido de esa persona.',
} as const;
