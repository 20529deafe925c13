import { z } from 'zod';
import { buildingRequestSchema, idParams } from '../entities/fields';
import { noticeCreateSchema, noticeSchema } from '../entities/notice';
import { answerSchema, defineCall, noBody, okAnswer } from './define';

/** Noticias: create, delete, list. */
export const noticesContract = {
  findAll: defineCall({
    name: 'notices.findAll',
    method: 'POST',
    access: 'read',
    path: '/notices/findall',
    public: false,
    module: '/asambleas',
    functionality: 'noticias/listado',
    request: buildingRequestSchema,
    response: okAnswer({ notices: z.array(noticeSchema) }),
  }),
  create: defineCall({
    name: 'notices.create',
    method: 'POST',
    path: '/notices/create',
    public: false,
    module: '/asambleas',
    functionality: 'noticias/nuevo',
    request: noticeCreateSchema,
    response: okAnswer({ notice: noticeSchema }),
  }),
  delete: defineCall({
    name: 'notices.delete',
    method: 'DELETE',
    path: '/notices/delete/{id}',
    public: false,
    module: '/asambleas',
    functionality: 'noticias/listado',
    params: idParams,
    request: noBody,
    response: answerSchema,
  }),
};

/** What the notices calls answer, for the server and the mocks. */
export const noticeMessages = {
  created: 'Noticia publicada.',
  deleted: 'Noticia eliminada.',
  notFound: 'La noticia no existe o no tiene acceso a ella.',
  foreignTower: 'Alguna de las torres elegidas no es de ese complejo.',
} as const;
