import { z } from 'zod';
import { optionSchema } from './fields';

/** Reference data of GET /general/data (SPEC §3). */
export const countrySchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export const stateSchema = z.object({ id: z.number().int(), name: z.string(), countryId: z.number().int() });
export const citySchema = z.object({ id: z.number().int(), name: z.string(), stateId: z.number().int() });
export const planSchema = optionSchema;
export const unitTypeSchema = optionSchema;
export const identityTypeSchema = optionSchema;
export const frequencySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Length of one period in days; 0 means it happens once. */
  days: z.number().int(),
});
export const personnelTypeSchema = optionSchema;

export const referenceDataSchema = z.object({
  countries: z.array(countrySchema),
  states: z.array(stateSchema),
  cities: z.array(citySchema),
  plans: z.array(planSchema),
  unitType: z.array(unitTypeSchema),
  identityType: z.array(identityTypeSchema),
});

/** The id of "Cédula de identidad" among the identity types: its numbers are checked as CIs. */
export const CI_IDENTITY_TYPE_ID = 1;

export type Country = z.infer<typeof countrySchema>;
export type State = z.infer<typeof stateSchema>;
export type City = z.infer<typeof citySchema>;
export type Plan = z.infer<typeof planSchema>;
export type UnitType = z.infer<typeof unitTypeSchema>;
export type IdentityType = z.infer<typeof identityTypeSchema>;
export type Frequency = z.infer<typeof frequencySchema>;
export type PersonnelType = z.infer<typeof personnelTypeSchema>;
export type ReferenceData = z.infer<typeof referenceDataSchema>;
