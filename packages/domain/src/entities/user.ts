import { z } from 'zod';
import { ciSchema, emailSchema, phoneSchema } from '../validators/schemas';
import { body, digitsSchema, idOf, optionSchema, requiredText } from './fields';
import { activeStatusSchema } from './status';

export const userRoleSchema = z.object({ id: z.number().int(), name: z.string(), description: z.string() });

/** A login of the back-office as the master's "Usuarios" screens show it (never its password). */
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** CI digits with the check digit. */
  identity: digitsSchema,
  email: z.string(),
  phone: digitsSchema,
  roleId: z.number().int(),
  companyId: z.number().int().nullable(),
  status: activeStatusSchema,
  role: userRoleSchema,
  company: optionSchema.nullable(),
  buildings: z.array(optionSchema),
});

const userFields = {
  name: requiredText('Ingrese el nombre.', 120),
  identity: ciSchema,
  email: emailSchema,
  phone: phoneSchema,
  roleId: idOf('el perfil'),
  /** null only for the master role. */
  companyId: idOf('la administradora').nullable().default(null),
  buildingIds: z.array(idOf('el complejo'), { error: 'Seleccione los complejos.' }).default([]),
};

/** The new user gets a temporary password by e-mail and must change it (indCreated). */
export const userCreateSchema = body(userFields);
export const userUpdateSchema = body({ id: idOf('el usuario'), ...userFields });
export const userStatusSchema = body({ id: idOf('el usuario'), status: activeStatusSchema });
export const userTemporaryPasswordSchema = body({ id: idOf('el usuario') });

export type UserRole = z.infer<typeof userRoleSchema>;
export type User = z.infer<typeof userSchema>;
export type UserCreate = z.input<typeof userCreateSchema>;
export type UserUpdate = z.input<typeof userUpdateSchema>;
export type UserStatusChange = z.input<typeof userStatusSchema>;
export type UserTemporaryPassword = z.input<typeof userTemporaryPasswordSchema>;
