import { z } from 'zod';
import { emailSchema, phoneSchema, rutSchema } from '../validators/schemas';
import { body, digitsSchema, idOf, requiredText, withoutControlCharacters } from './fields';

/** An administradora: the tenant every other record hangs from. */
export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 12 digits. */
  rut: digitsSchema,
  email: z.string(),
  /** 8 digits. */
  phone: digitsSchema,
  address: z.string(),
  cityId: z.number().int().nullable(),
  planId: z.number().int().nullable(),
  /** Storage key of the logo shown in the header, from /general/getsignedurl. */
  logo: z.string().nullable(),
});

const companyFields = {
  name: requiredText('Ingrese el nombre de la administradora.', 120),
  rut: rutSchema,
  email: emailSchema,
  phone: phoneSchema,
  address: requiredText('Ingrese la dirección.', 200),
  cityId: idOf('la ciudad').nullable().default(null),
  planId: idOf('el plan').nullable().default(null),
  logo: withoutControlCharacters(z.string({ error: 'El logo no es válido.' }), 'El logo no es válido.')
    .max(500, 'El logo no es válido.')
    .nullable()
    .default(null),
};

export const companyCreateSchema = body(companyFields);
export const companyUpdateSchema = body({ id: idOf('la administradora'), ...companyFields });

export type Company = z.infer<typeof companySchema>;
export type CompanyCreate = z.input<typeof companyCreateSchema>;
export type CompanyUpdate = z.input<typeof companyUpdateSchema>;
