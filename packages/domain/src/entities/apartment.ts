import { z } from 'zod';
import { body, countOf, idOf, optionalText, requiredText } from './fields';

export const apartmentSchema = z.object({
  id: z.number().int(),
  buildingId: z.number().int(),
  towerId: z.number().int().nullable(),
  tower: z.string().nullable(),
  unitTypeId: z.number().int().nullable(),
  number: z.string(),
  floor: z.number().int(),
  rooms: z.number().int(),
  /** Square metres. */
  area: z.number(),
  /** Share of the common expenses, in percent; a complejo's shares add up to 100. */
  coefficient: z.number(),
});

/**
 * The figures of the complejo's tile on Inicio. A figure is null when the caller's profile has no screen that lists
 * it (the tile leaves it out): units need the apartments' list, residents the residents' list, and units without a
 * resident both.
 */
export const complexSummarySchema = z.object({
  units: z.number().int().nullable(),
  /** Units no active resident is associated with. */
  unitsWithoutResident: z.number().int().nullable(),
  /** Active residents without a phone, and without an e-mail: the staff's to-do list. */
  residentsWithoutPhone: z.number().int().nullable(),
  residentsWithoutEmail: z.number().int().nullable(),
});

const apartmentFields = {
  towerId: idOf('la torre').nullable().default(null),
  unitTypeId: idOf('el tipo de unidad').nullable().default(null),
  number: requiredText('Ingrese el número del apartamento.', 20),
  floor: z
    .number({ error: 'Ingrese el piso.' })
    .int('El piso debe ser un número entero.')
    .min(-5, 'El piso no puede ser menor que -5.')
    .max(200, 'El piso admite hasta 200.'),
  rooms: countOf('la cantidad de dormitorios', 20).default(0),
  area: z
    .number({ error: 'Ingrese la superficie en metros cuadrados.' })
    .min(0, 'La superficie no puede ser negativa.')
    .max(100_000, 'La superficie es demasiado grande.')
    .default(0),
  coefficient: z
    .number({ error: 'Ingrese el coeficiente.' })
    .min(0, 'El coeficiente no puede ser negativo.')
    .max(100, 'El coeficiente es un porcentaje: no puede superar 100.')
    .default(0),
};

/**
 * The sum of a complejo's coefficients, to four decimals (the precision a coefficient is typed with), so that
 * 33,3333 + 33,3333 + 33,3334 is 100 and not 99,99999999999999. Gastos comunes are shared out by them: they
 * should add up to `COEFFICIENTS_TOTAL`.
 */
export const roundCoefficient = (value: number) => Math.round(value * 10_000) / 10_000;
export const coefficientsSum = (units: readonly { coefficient: number }[]) =>
  roundCoefficient(units.reduce((sum, unit) => sum + unit.coefficient, 0));
export const COEFFICIENTS_TOTAL = 100;

export const apartmentCreateSchema = body({ buildingId: idOf('el complejo'), ...apartmentFields });
export const apartmentUpdateSchema = body({ id: idOf('el apartamento'), ...apartmentFields });

/** Despensas: storage rooms, optionally assigned to a unit. */
export const pantrySchema = z.object({
  id: z.number().int(),
  buildingId: z.number().int(),
  number: z.string(),
  description: z.string(),
  apartmentId: z.number().int().nullable(),
  /** The assigned unit's number. */
  apartment: z.string().nullable(),
});

const pantryFields = {
  number: requiredText('Ingrese el número de la despensa.', 20),
  description: optionalText(200),
  apartmentId: idOf('el apartamento').nullable().default(null),
};

export const pantryCreateSchema = body({ buildingId: idOf('el complejo'), ...pantryFields });
export const pantryUpdateSchema = body({ id: idOf('la despensa'), ...pantryFields });

/** Estacionamientos, optionally assigned to a unit. */
export const parkingSchema = pantrySchema.extend({ covered: z.boolean() });

const parkingFields = {
  number: requiredText('Ingrese el número del estacionamiento.', 20),
  description: optionalText(200),
  covered: z.boolean({ error: 'Indique si el estacionamiento es techado.' }).default(true),
  apartmentId: idOf('el apartamento').nullable().default(null),
};

export const parkingCreateSchema = body({ buildingId: idOf('el complejo'), ...parkingFields });
export const parkingUpdateSchema = body({ id: idOf('el estacionamiento'), ...parkingFields });

export type Apartment = z.infer<typeof apartmentSchema>;
/**
 * What a screen needs to name a unit or offer it to choose: a unit of the apartments list, or of the look-up any
 * signed-in user of the complejo may read (POST /general/apartments), whatever the profile's screens.
 */
export type ApartmentSummary = Pick<Apartment, 'id' | 'number' | 'tower'>;
export type ComplexSummary = z.infer<typeof complexSummarySchema>;
export type ApartmentCreate = z.input<typeof apartmentCreateSchema>;
export type ApartmentUpdate = z.input<typeof apartmentUpdateSchema>;
export type Pantry = z.infer<typeof pantrySchema>;
export type PantryCreate = z.input<typeof pantryCreateSchema>;
export type PantryUpdate = z.input<typeof pantryUpdateSchema>;
export type Parking = z.infer<typeof parkingSchema>;
export type ParkingCreate = z.input<typeof parkingCreateSchema>;
export type ParkingUpdate = z.input<typeof parkingUpdateSchema>;
