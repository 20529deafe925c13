import { z } from 'zod';
import { idParams } from '../entities/fields';
import { moduleCatalogEntrySchema, roleCreateSchema, roleSchema, roleUpdateSchema } from '../entities/role';
import { defineCall, noBody, okAnswer } from './define';

/** Profiles (perfiles) of an administradora: create, update, list. */
export const rolesContract = {
  /** `id` is the administradora's; `modules` is the catalog a profile can be given. */
  findAll: defineCall({
    name: 'roles.findAll',
    method: 'GET',
    path: '/roles/findall/{id}',
    public: false,
    module: '/complejo',
    functionality: 'perfiles/listado',
    // The employee form gives a profile, and shows what each one opens.
    readAlsoBy: ['empleados'],
    params: idParams,
    request: noBody,
    response: okAnswer({ roles: z.array(roleSchema), modules: z.array(moduleCatalogEntrySchema) }),
  }),
  create: defineCall({
    name: 'roles.create',
    method: 'POST',
    path: '/roles/create',
    public: false,
    module: '/complejo',
    functionality: 'perfiles/nuevo',
    request: roleCreateSchema,
    response: okAnswer({ role: roleSchema }),
  }),
  update: defineCall({
    name: 'roles.update',
    method: 'PUT',
    path: '/roles/update',
    public: false,
    module: '/complejo',
    functionality: 'perfiles/modificar',
    request: roleUpdateSchema,
    response: okAnswer({ role: roleSchema }),
  }),
};

/** What the roles calls answer, for the server to say and the mocks to repeat. */
export const roleMessages = {
  created: 'Perfil creado.',
  updated: 'Perfil actualizado.',
  notFound: 'El perfil no existe o no tiene acceso a él.',
  global: 'Los perfiles globales (maestro y administrador) no se pueden modificar.',
  unknownModule: 'Alguno de los módulos no existe.',
  foreignFunctionality: 'Cada funcionalidad debe pertenecer a uno de los módulos elegidos.',
  nameTaken: (name: string) => `La administradora ya tiene un perfil llamado «${name}».`,
  descriptionTaken: (description: string) =>
    `Ya hay un perfil «${description}» en la administradora: use otro nombre, para no confundirlos al asignarlos.`,
} as const;
