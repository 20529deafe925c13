import { z } from 'zod';
import { body, idOf, requiredText } from './fields';
import { isReservedRoleName } from './role-names';
import { sessionFunctionalitySchema, sessionModuleSchema } from './session';

/** A profile: the modules (menu sections) and functionalities (screens) its users reach. */
export const roleSchema = z.object({
  id: z.number().int(),
  /** null for the global roles (master, administrador). */
  companyId: z.number().int().nullable(),
  name: z.string(),
  description: z.string(),
  modules: z.array(sessionModuleSchema),
  functionalities: z.array(sessionFunctionalitySchema),
});

/** What a profile can be given: every module with its screens. */
export const moduleCatalogEntrySchema = sessionModuleSchema.extend({
  functionalities: z.array(sessionFunctionalitySchema),
});

const roleFields = {
  name: requiredText('Ingrese el nombre del perfil.', 60).refine(
    (name) => !isReservedRoleName(name),
    '«master» y «administrador» son los perfiles globales: elija otro nombre.',
  ),
  description: requiredText('Ingrese la descripción del perfil.', 120),
  moduleIds: z.array(idOf('el módulo'), { error: 'Seleccione los módulos.' }).min(1, 'Seleccione al menos un módulo.'),
  functionalityIds: z.array(idOf('la funcionalidad'), { error: 'Seleccione las funcionalidades.' }).default([]),
};

export const roleCreateSchema = body({ companyId: idOf('la administradora'), ...roleFields });
export const roleUpdateSchema = body({ id: idOf('el perfil'), ...roleFields });

export type Role = z.infer<typeof roleSchema>;
export type ModuleCatalogEntry = z.infer<typeof moduleCatalogEntrySchema>;
export type RoleCreate = z.input<typeof roleCreateSchema>;
export type RoleUpdate = z.input<typeof roleUpdateSchema>;
