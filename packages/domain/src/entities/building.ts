import { z } from 'zod';
import { emailSchema, phoneSchema, rutSchema } from '../validators/schemas';
import { blankOr, body, digitsSchema, idOf, optionalText, requiredText } from './fields';

/** A complejo: belongs to one administradora; towers, apartments and everything else hang from it. */
export const buildingSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  address: z.string(),
  /** The city's name as shown. */
  city: z.string(),
  cityId: z.number().int().nullable(),
  /** '' when the complejo has no RUT of its own. */
  rut: digitsSchema,
  phone: digitsSchema,
  email: z.string(),
});

const buildingFields = {
  companyId: idOf('la administradora'),
  name: requiredText('Ingrese el nombre del complejo.', 120),
  address: requiredText('Ingrese la dirección.', 200),
  cityId: idOf('la ciudad'),
  /** Filled from cityId by the backend when left blank. */
  city: optionalText(80),
  rut: blankOr(rutSchema, 'El RUT no es válido.'),
  phone: blankOr(phoneSchema, 'El teléfono no es válido.'),
  email: blankOr(emailSchema, 'El correo electrónico no es válido.'),
};

export const buildingCreateSchema = body(buildingFields);
export const buildingUpdateSchema = body({ id: idOf('el complejo'), ...buildingFields });

export type Building = z.infer<typeof buildingSchema>;
export type BuildingCreate = z.input<typeof buildingCreateSchema>;
export type BuildingUpdate = z.input<typeof buildingUpdateSchema>;
