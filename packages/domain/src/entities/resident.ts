import { z } from 'zod';
import { ciSchema, emailSchema, phoneSchema } from '../validators/schemas';
import { blankOr, body, digitsSchema, idOf, isoDateSchema, requiredText } from './fields';
import { activeStatusSchema } from './status';

/** How a resident relates to a unit. */
export const residentRelations = ['propietario', 'inquilino', 'familiar'] as const;
export type ResidentRelation = (typeof residentRelations)[number];
export const residentRelationLabels = {
  propietario: 'Propietario',
  inquilino: 'Inquilino',
  familiar: 'Familiar',
} as const satisfies Record<ResidentRelation, string>;
export const residentRelationSchema = z.enum(residentRelations, {
  error: 'Seleccione la relación con el apartamento: propietario, inquilino o familiar.',
});

/** A unit a resident is associated with. */
export const residentApartmentSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  tower: z.string().nullable(),
  relation: residentRelationSchema,
});

export const residentSchema = z.object({
  id: z.number().int(),
  buildingId: z.number().int(),
  name: z.string(),
  lastName: z.string(),
  /** CI digits with the check digit. */
  identity: digitsSchema,
  /** '' when not given. */
  email: z.string(),
  phone: digitsSchema,
  birthDate: z.string().nullable(),
  status: activeStatusSchema,
  apartments: z.array(residentApartmentSchema),
});

/**
 * Residents have no update in the spec (SPEC §6): who a resident is (name, CI, birth date) is corrected by a new
 * resident and the old one set inactive; their contact data by residents.contact.
 */
export const residentCreateSchema = body({
  buildingId: idOf('el complejo'),
  name: requiredText('Ingrese el nombre.', 80),
  lastName: requiredText('Ingrese el apellido.', 80),
  identity: ciSchema,
  email: blankOr(emailSchema, 'El correo electrónico no es válido.'),
  phone: blankOr(phoneSchema, 'El teléfono no es válido.'),
  birthDate: isoDateSchema.nullable().default(null),
  /** Optionally associated with a unit at once. */
  apartmentId: idOf('el apartamento').nullable().default(null),
  relation: residentRelationSchema.default('propietario'),
});

export const residentApartmentsRequestSchema = body({ residentId: idOf('el residente') });
export const residentAssociateSchema = body({
  residentId: idOf('el residente'),
  apartmentId: idOf('el apartamento'),
  relation: residentRelationSchema.default('propietario'),
});
export const residentDeassociateSchema = body({
  residentId: idOf('el residente'),
  apartmentId: idOf('el apartamento'),
});
export const residentStatusSchema = body({ id: idOf('el residente'), status: activeStatusSchema });
/**
 * A correction of a resident's e-mail and phone. Both are sent, '' to clear one: a request that leaves one out is
 * refused rather than taken as clearing it.
 */
export const residentContactSchema = body({
  id: idOf('el residente'),
  email: z.union([z.literal(''), emailSchema], {
    error: (issue) =>
      issue.input === undefined
        ? 'Indique el correo electrónico, o vacío si no tiene.'
        : 'El correo electrónico no es válido.',
  }),
  phone: z.union([z.literal(''), phoneSchema], {
    error: (issue) =>
      issue.input === undefined ? 'Indique el teléfono, o vacío si no tiene.' : 'El teléfono no es válido.',
  }),
});

export type ResidentApartment = z.infer<typeof residentApartmentSchema>;
export type Resident = z.infer<typeof residentSchema>;
export type ResidentCreate = z.input<typeof residentCreateSchema>;
export type ResidentAssociate = z.input<typeof residentAssociateSchema>;
export type ResidentDeassociate = z.input<typeof residentDeassociateSchema>;
export type ResidentStatusChange = z.input<typeof residentStatusSchema>;
export type ResidentContact = z.input<typeof residentContactSchema>;
