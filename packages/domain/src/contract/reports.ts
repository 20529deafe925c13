import { z } from 'zod';
import { idBody, idParams } from '../entities/fields';
import { reportCreateSchema, reportSchema, reportStatusChangeSchema } from '../entities/front-desk';
import { answerSchema, defineCall, noBody, okAnswer } from './define';

/** Portería: reports (novedades). */
export const reportsContract = {
  /** `id` is the complejo's. */
  findAll: defineCall({
    name: 'reports.findAll',
    method: 'GET',
    path: '/reports/findall/{id}',
    public: false,
    module: '/porteria',
    functionality: 'reportes/listado',
    params: idParams,
    request: noBody,
    response: okAnswer({ reports: z.array(reportSchema) }),
  }),
  create: defineCall({
    name: 'reports.create',
    method: 'POST',
    path: '/reports/create',
    public: false,
    module: '/porteria',
    functionality: 'reportes/nuevo',
    request: reportCreateSchema,
    response: okAnswer({ report: reportSchema }),
  }),
  status: defineCall({
    name: 'reports.status',
    method: 'PUT',
    path: '/reports/status',
    public: false,
    module: '/porteria',
    functionality: 'reportes/listado',
    request: reportStatusChangeSchema,
    response: okAnswer({ report: reportSchema }),
  }),
  remove: defineCall({
    name: 'reports.remove',
    method: 'PUT',
    path: '/reports/remove',
    public: false,
    module: '/porteria',
    functionality: 'reportes/listado',
    request: idBody('el reporte'),
    response: answerSchema,
  }),
};

/** What the front desk's reports calls answer, for the server and the mocks. */
export const reportMessages = {
  created: 'Reporte registrado.',
  status: 'Estado actualizado.',
  removed: 'Reporte quitado de la lista.',
  notFound: 'El reporte no existe o no tiene acceso a él.',
  foreignApartment: 'El apartamento elegido no es de ese complejo.',
  futureDate: 'La fecha del reporte no puede ser posterior a hoy.',
  photoMissing: 'Una de las fotos no llegó o no es una imagen JPG, PNG o WebP: vuelva a subirla.',
} as const;
