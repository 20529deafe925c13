import { z } from 'zod';
import { ciSchema, emailSchema, phoneSchema } from '../validators/schemas';
import { body, digitsSchema, idOf, isoDateSchema, optionalText, optionSchema, requiredText } from './fields';
import { activeStatusSchema } from './status';
import { userRoleSchema } from './user';

/** A company's staff member: a login with a profile and its complejos, plus what only the company keeps. */
export const employeeSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  identity: digitsSchema,
  email: z.string(),
  phone: digitsSchema,
  position: z.string(),
  hiredOn: z.string().nullable(),
  roleId: z.number().int(),
  role: userRoleSchema,
  buildings: z.array(optionSchema),
  status: activeStatusSchema,
});

const employeeFields = {
  name: requiredText('Ingrese el nombre.', 120),
  identity: ciSchema,
  email: emailSchema,
  phone: phoneSchema,
  position: optionalText(80),
  hiredOn: isoDateSchema.nullable().default(null),
  roleId: idOf('el perfil'),
  buildingIds: z
    .array(idOf('el complejo'), { error: 'Seleccione los complejos.' })
    .min(1, 'Seleccione al menos un complejo.'),
};

export const employeeCreateSchema = body({ companyId: idOf('la administradora'), ...employeeFields });
export const employeeUpdateSchema = body({ id: idOf('el empleado'), ...employeeFields });
export const employeeStatusSchema = body({ id: idOf('el empleado'), status: activeStatusSchema });

export type Employee = z.infer<typeof employeeSchema>;
export type EmployeeCreate = z.input<typeof employeeCreateSchema>;
export type EmployeeUpdate = z.input<typeof employeeUpdateSchema>;
export type EmployeeStatusChange = z.input<typeof employeeStatusSchema>;
