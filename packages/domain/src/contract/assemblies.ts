import { z } from 'zod';
import {
  assemblyAttendanceSchema,
  assemblyCreateSchema,
  assemblySchema,
  assemblySummarySchema,
  attendanceRequestSchema,
  attendanceUpdateSchema,
  resolutionCreateSchema,
  resolutionSchema,
  resolutionsRequestSchema,
  resolutionUpdateSchema,
} from '../entities/assembly';
import { buildingRequestSchema, idParams } from '../entities/fields';
import { formatIsoDate } from '../formatters';
import { answerSchema, defineCall, fileAnswer, noBody, okAnswer } from './define';
import { votingsContract } from './votings';

const findAll = defineCall({
  name: 'assemblies.findAll',
  method: 'POST',
  access: 'read',
  path: '/assemblies/findall',
  public: false,
  module: '/asambleas',
  functionality: 'asambleas/listado',
  request: buildingRequestSchema,
  response: okAnswer({ assemblies: z.array(assemblySchema) }),
});

/** Assemblies and their resolutions (SPEC §6: create, delete, list, resolution create/update/delete). */
export const assembliesContract = {
  findAll,
  create: defineCall({
    name: 'assemblies.create',
    method: 'POST',
    path: '/assemblies/create',
    public: false,
    module: '/asambleas',
    functionality: 'asambleas/nuevo',
    request: assemblyCreateSchema,
    response: okAnswer({ assembly: assemblySchema }),
  }),
  delete: defineCall({
    name: 'assemblies.delete',
    method: 'DELETE',
    path: '/assemblies/delete/{id}',
    public: false,
    module: '/asambleas',
    functionality: 'asambleas/listado',
    params: idParams,
    request: noBody,
    response: answerSchema,
  }),
  findResolutions: defineCall({
    name: 'assemblies.findResolutions',
    method: 'POST',
    access: 'read',
    path: '/assemblies/resolutions/findall',
    public: false,
    module: '/asambleas',
    functionality: 'asambleas/resoluciones/asociar',
    request: resolutionsRequestSchema,
    response: okAnswer({ resolutions: z.array(resolutionSchema) }),
  }),
  createResolution: defineCall({
    name: 'assemblies.createResolution',
    method: 'POST',
    path: '/assemblies/resolutions/create',
    public: false,
    module: '/asambleas',
    functionality: 'asambleas/resoluciones/asociar',
    request: resolutionCreateSchema,
    response: okAnswer({ resolution: resolutionSchema }),
  }),
  updateResolution: defineCall({
    name: 'assemblies.updateResolution',
    method: 'PUT',
    path: '/assemblies/resolutions/update',
    public: false,
    module: '/asambleas',
    functionality: 'asambleas/resoluciones/asociar',
    request: resolutionUpdateSchema,
    response: okAnswer({ resolution: resolutionSchema }),
  }),
  deleteResolution: defineCall({
    name: 'assemblies.deleteResolution',
    method: 'DELETE',
    path: '/assemblies/resolutions/delete/{id}',
    public: false,
    module: '/asambleas',
    functionality: 'asambleas/resoluciones/asociar',
    params: idParams,
    request: noBody,
    response: answerSchema,
  }),
  /** Beyond SPEC §7: how each unit came to the assembly (present, by proxy, absent) and the quorum it made. */
  attendance: defineCall({
    name: 'assemblies.attendance',
    method: 'POST',
    access: 'read',
    path: '/assemblies/attendance/findall',
    public: false,
    module: '/asambleas',
    functionality: 'asambleas/resoluciones/asociar',
    request: attendanceRequestSchema,
    response: okAnswer({ attendance: assemblyAttendanceSchema }),
  }),
  updateAttendance: defineCall({
    name: 'assemblies.updateAttendance',
    method: 'PUT',
    path: '/assemblies/attendance/update',
    public: false,
    module: '/asambleas',
    functionality: 'asambleas/resoluciones/asociar',
    request: attendanceUpdateSchema,
    response: okAnswer({ attendance: assemblyAttendanceSchema }),
  }),
  /** Beyond SPEC §7: the attendance sheet as a PDF, to sign at the door and keep with the minutes. */
  attendanceSheet: defineCall({
    name: 'assemblies.attendanceSheet',
    method: 'GET',
    path: '/assemblies/attendance/pdf/{id}',
    public: false,
    module: '/asambleas',
    functionality: 'asambleas/resoluciones/asociar',
    responseType: 'blob',
    params: idParams,
    request: noBody,
    response: fileAnswer,
  }),
  /**
   * Beyond SPEC §7: Inicio's tile of Asambleas, the next assembly and the votings open now, each null for whom may
   * not read its list.
   */
  summary: defineCall({
    name: 'assemblies.summary',
    method: 'GET',
    path: '/assemblies/summary/{id}',
    public: false,
    module: '/asambleas',
    summarizes: [findAll, votingsContract.findAll],
    params: idParams,
    request: noBody,
    response: okAnswer({ summary: assemblySummarySchema }),
  }),
};

/** What the assemblies calls answer, for the server and the mocks. */
export const assemblyMessages = {
  created: 'Asamblea convocada.',
  deleted: 'Asamblea eliminada.',
  resolutionCreated: 'Resolución agregada.',
  resolutionUpdated: 'Resolución actualizada.',
  resolutionDeleted: 'Resolución eliminada.',
  notFound: 'La asamblea no existe o no tiene acceso a ella.',
  resolutionNotFound: 'La resolución no existe o no tiene acceso a ella.',
  hasVotings: 'No se puede eliminar: la asamblea tiene votaciones. Elimínelas primero.',
  cancelled: 'La asamblea fue cancelada: no admite resoluciones.',
  /** The staff's notification (type 6, Asambleas). */
  newAssemblyNotice: (title: string, date: string) => `Se convocó «${title}» para el ${formatIsoDate(date)}.`,
  attendanceSaved: 'Asistencia guardada.',
  attendanceCancelled: 'La asamblea fue cancelada: no tiene asistencia que registrar.',
  foreignUnit: 'Alguna de las unidades no es de ese complejo.',
  proxyNotPresent: (unit: string) =>
    `El poder de ${unit} lo tiene una unidad que no está presente: elija una unidad presente o escriba el nombre del apoderado.`,
} as const;
