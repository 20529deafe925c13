import { z } from 'zod';
import { idParams } from '../entities/fields';
import { leaveBalanceSchema, licenseCreateSchema, licenseSchema, licenseStatusChangeSchema } from '../entities/license';
import { licenseTypeSchema } from '../entities/personnel';
import { defineCall, noBody, okAnswer } from './define';

/** Licenses (leaves) of the personnel. */
export const licensesContract = {
  /**
   * `id` is the complejo's; `pending` holds the ones still to approve (the badge of type 8). `balances` (not in the
   * spec) is each person's annual leave for the work of last year, the one taken this year, as Ley 12.590 counts it.
   */
  findAll: defineCall({
    name: 'licenses.findAll',
    method: 'GET',
    path: '/licenses/findall/{id}',
    public: false,
    module: '/personal',
    functionality: 'licencias/listado',
    params: idParams,
    request: noBody,
    response: okAnswer({
      licenses: z.array(licenseSchema),
      pending: z.array(licenseSchema),
      balances: z.array(leaveBalanceSchema),
    }),
  }),
  /** The license types of a complejo (`id`), for the form. */
  types: defineCall({
    name: 'licenses.types',
    method: 'GET',
    path: '/licenses/type/{id}',
    public: false,
    module: '/personal',
    functionality: 'licencias/nuevo',
    params: idParams,
    request: noBody,
    response: okAnswer({ licenseType: z.array(licenseTypeSchema) }),
  }),
  create: defineCall({
    name: 'licenses.create',
    method: 'POST',
    path: '/licenses/create',
    public: false,
    module: '/personal',
    functionality: 'licencias/nuevo',
    request: licenseCreateSchema,
    response: okAnswer({ license: licenseSchema }),
  }),
  status: defineCall({
    name: 'licenses.status',
    method: 'PUT',
    path: '/licenses/status',
    public: false,
    module: '/personal',
    functionality: 'licencias/listado',
    request: licenseStatusChangeSchema,
    response: okAnswer({ license: licenseSchema }),
  }),
};

/** What the licenses calls answer, for the server and the mocks. */
export const licenseMessages = {
  created: 'Licencia registrada: queda pendiente de aprobación.',
  status: 'Estado actualizado.',
  notFound: 'La licencia no existe o no tiene acceso a ella.',
  foreignPersonnel: 'La persona no es del personal de ese complejo.',
  unlinkedPersonnel: 'La persona está desvinculada: no admite licencias.',
  licenseTypeNotFound: 'El tipo de licencia no existe.',
  foreignLicenseType: 'El tipo de licencia no es de ese complejo.',
  tooManyDays: (licenseType: string, maxDays: number, days: number) =>
    `La licencia «${licenseType}» admite hasta ${maxDays} días; pidió ${days}.`,
  overlapping: 'La persona ya tiene una licencia en esas fechas.',
  noHireDate:
    'No se puede aprobar: la persona no tiene contrato registrado, y sin fecha de ingreso no hay licencia anual que calcular.',
} as const;
