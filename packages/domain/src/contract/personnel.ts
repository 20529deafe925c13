import { z } from 'zod';
import { idParams } from '../entities/fields';
import {
  licenseTypeCreateSchema,
  licenseTypeDeleteSchema,
  licenseTypeSchema,
  personnelCreateSchema,
  personnelSchema,
  personnelStatusChangeSchema,
  personnelUpdateSchema,
  timeRecordCreateSchema,
  timeRecordSchema,
  timeRecordsRequestSchema,
  timeRecordUpdateSchema,
} from '../entities/personnel';
import { answerSchema, defineCall, noBody, okAnswer } from './define';

/** Personnel of a complejo, its time records (horario) and the license types it grants. */
export const personnelContract = {
  /** `id` is the complejo's. */
  findAll: defineCall({
    name: 'personnel.findAll',
    method: 'GET',
    path: '/personnel/findall/{id}',
    public: false,
    module: '/personal',
    functionality: 'personal/listado',
    params: idParams,
    request: noBody,
    response: okAnswer({ personnelList: z.array(personnelSchema) }),
  }),
  /** `id` is the complejo's. */
  findLicenseTypes: defineCall({
    name: 'personnel.findLicenseTypes',
    method: 'GET',
    path: '/personnel/license/findallTypes/{id}',
    public: false,
    module: '/personal',
    functionality: 'horario/licencias/listado',
    params: idParams,
    request: noBody,
    response: okAnswer({ licenseTypeList: z.array(licenseTypeSchema) }),
  }),
  create: defineCall({
    name: 'personnel.create',
    method: 'POST',
    path: '/personnel/create',
    public: false,
    module: '/personal',
    functionality: 'personal/nuevo',
    request: personnelCreateSchema,
    response: okAnswer({ personnel: personnelSchema }),
  }),
  createLicenseType: defineCall({
    name: 'personnel.createLicenseType',
    method: 'POST',
    path: '/personnel/license/type/create',
    public: false,
    module: '/personal',
    functionality: 'horario/licencias/listado',
    request: licenseTypeCreateSchema,
    response: okAnswer({ licenseType: licenseTypeSchema }),
  }),
  /** POST, as the spec has it; a type still used by a license cannot be deleted. */
  deleteLicenseType: defineCall({
    name: 'personnel.deleteLicenseType',
    method: 'POST',
    path: '/personnel/license/type/delete',
    public: false,
    module: '/personal',
    functionality: 'horario/licencias/listado',
    request: licenseTypeDeleteSchema,
    response: answerSchema,
  }),
  records: defineCall({
    name: 'personnel.records',
    method: 'POST',
    access: 'read',
    path: '/personnel/records',
    public: false,
    module: '/personal',
    functionality: 'horario/listado',
    request: timeRecordsRequestSchema,
    response: okAnswer({ records: z.array(timeRecordSchema) }),
  }),
  /**
   * Not in the spec's table, which reads records but never writes them: the desk's clock-in (entry, and the exit if
   * known) on the Horario screen.
   */
  recordTime: defineCall({
    name: 'personnel.recordTime',
    method: 'POST',
    path: '/personnel/records/create',
    public: false,
    module: '/personal',
    functionality: 'horario/listado',
    request: timeRecordCreateSchema,
    response: okAnswer({ record: timeRecordSchema }),
  }),
  /** Not in the spec's table either: the exit of an open clock-in, or a correction of its times. */
  updateRecord: defineCall({
    name: 'personnel.updateRecord',
    method: 'PUT',
    path: '/personnel/records/update',
    public: false,
    module: '/personal',
    functionality: 'horario/listado',
    request: timeRecordUpdateSchema,
    response: okAnswer({ record: timeRecordSchema }),
  }),
  update: defineCall({
    name: 'personnel.update',
    method: 'PUT',
    path: '/personnel/update',
    public: false,
    module: '/personal',
    functionality: 'personal/modificar',
    request: personnelUpdateSchema,
    response: okAnswer({ personnel: personnelSchema }),
  }),
  status: defineCall({
    name: 'personnel.status',
    method: 'PUT',
    path: '/personnel/status',
    public: false,
    module: '/personal',
    functionality: 'personal/modificar',
    request: personnelStatusChangeSchema,
    response: okAnswer({ personnel: personnelSchema }),
  }),
};

/** What the personnel calls answer, for the server and the mocks. */
export const personnelMessages = {
  created: 'Persona agregada al personal.',
  updated: 'Datos actualizados.',
  status: 'Estado actualizado.',
  licenseTypeCreated: 'Tipo de licencia creado.',
  licenseTypeDeleted: 'Tipo de licencia eliminado.',
  notFound: 'La persona no existe o no tiene acceso a ella.',
  licenseTypeNotFound: 'El tipo de licencia no existe o no tiene acceso a él.',
  unknownType: 'Seleccione el tipo de personal.',
  identityTaken: 'Ya existe una persona con esa cédula en el personal del complejo.',
  licenseTypeTaken: (name: string) => `Ya existe el tipo de licencia «${name}» en el complejo.`,
  licenseTypeInUse: 'No se puede eliminar: hay licencias de ese tipo.',
  unlinkByRecord: 'Para desvincular a una persona registre la desvinculación.',
  recordCreated: 'Marca registrada.',
  recordUpdated: 'Marca actualizada.',
  recordNotFound: 'La marca no existe o no tiene acceso a ella.',
  foreignRecordPersonnel: 'La persona no es del personal de ese complejo.',
  recordOfInactive: 'La persona no está activa: no se registran sus marcas.',
  futureRecord: 'No se registran marcas de días que todavía no llegaron.',
  recordOverlaps: 'La persona ya tiene una marca que se superpone con ese horario ese día.',
  openRecord: 'La persona tiene una entrada sin salida ese día: registre esa salida primero.',
} as const;
