import { z } from 'zod';
import { companyCreateSchema, companySchema, companyUpdateSchema } from '../entities/company';
import { idParams } from '../entities/fields';
import { theNamed } from '../formatters/wording';
import { answerSchema, defineCall, noBody, okAnswer } from './define';

/** Master only: the administradoras. */
export const companiesContract = {
  findAll: defineCall({
    name: 'companies.findAll',
    method: 'GET',
    path: '/companies/findall',
    public: false,
    only: 'master',
    functionality: 'administradoras/listado',
    request: noBody,
    response: okAnswer({ companies: z.array(companySchema) }),
  }),
  create: defineCall({
    name: 'companies.create',
    method: 'POST',
    path: '/companies/create',
    public: false,
    only: 'master',
    functionality: 'administradoras/nuevo',
    request: companyCreateSchema,
    response: okAnswer({ company: companySchema }),
  }),
  update: defineCall({
    name: 'companies.update',
    method: 'PUT',
    path: '/companies/update',
    public: false,
    only: 'master',
    functionality: 'administradoras/modificar',
    request: companyUpdateSchema,
    response: okAnswer({ company: companySchema }),
  }),
  delete: defineCall({
    name: 'companies.delete',
    method: 'DELETE',
    path: '/companies/delete/{id}',
    public: false,
    only: 'master',
    functionality: 'administradoras/modificar',
    params: idParams,
    request: noBody,
    response: answerSchema,
  }),
};

/** What the companies calls answer, for the server to say and the mocks to repeat. */
export const companyMessages = {
  created: 'Administradora creada.',
  updated: 'Administradora actualizada.',
  deleted: 'Administradora eliminada.',
  rutTaken: 'Ya existe una administradora con ese RUT.',
  unknownCity: 'La ciudad elegida no existe.',
  unknownPlan: 'El plan elegido no existe.',
  logoNotUploaded: 'El logo debe ser una imagen subida (PNG, JPEG, GIF o WebP): súbalo de nuevo.',
  hasChildren: (company: string, complejos: number, users: number) =>
    `No se puede eliminar ${theNamed('la administradora', company)}: tiene ${[
      complejos > 0 ? 'complejos' : '',
      users > 0 ? 'usuarios' : '',
    ]
      .filter(Boolean)
      .join(' y ')}. Elimínelos o páselos a otra administradora antes.`,
} as const;
