import { z } from 'zod';
import {
  assemblyCreateSchema,
  assemblySchema,
  resolutionCreateSchema,
  resolutionSchema,
  resolutionsRequestSchema,
  resolutionUpdateSchema,
} from '../entities/assembly';
import { buildingRequestSchema, idParams } from '../entities/fields';
import { answerSchema, defineCall, noBody, okAnswer } from './define';

/** Assemblies and their resolutions (SPEC §6: create, delete, list, resolution create/update/delete). */
export const assembliesContract = {
  findAll: defineCall({
    name: 'assemblies.findAll',
    method: 'POST',
    access: 'read',
    path: '/assemblies/findall',
    public: false,
    module: '/asambleas',
    functionality: 'asambleas/listado',
    request: buildingRequestSchema,
    response: okAnswer({ assemblies: z.array(assemblySchema) }),
  }),
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
} as const;
