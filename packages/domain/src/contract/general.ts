import { z } from 'zod';
import { idParams, optionSchema } from '../entities/fields';
import { signedUploadSchema, signedUrlRequestSchema } from '../entities/file';
import { frequencySchema, personnelTypeSchema, referenceDataSchema } from '../entities/reference';
import { defineCall, noBody, okAnswer } from './define';

/** `0` asks for every administradora (the public access form lists them all). */
const companyIdOrAll = z.object({
  id: z.coerce
    .number({ error: 'El identificador de la ruta debe ser un número.' })
    .int('El identificador de la ruta debe ser un número entero.')
    .min(0, 'El identificador de la ruta no puede ser negativo.'),
});

/** Ids and names for selects: the /general GETs are public, so they never carry contact data. */
export const buildingOptionSchema = optionSchema.extend({ companyId: z.number().int() });
export const roleOptionSchema = optionSchema.extend({ description: z.string() });
export const apartmentOptionSchema = optionSchema.extend({
  /** The unit's number; `name` adds the tower: "Torre A · 302". */
  number: z.string(),
  tower: z.string().nullable(),
});

export type BuildingOption = z.infer<typeof buildingOptionSchema>;
export type RoleOption = z.infer<typeof roleOptionSchema>;
export type ApartmentOption = z.infer<typeof apartmentOptionSchema>;

export const generalContract = {
  data: defineCall({
    name: 'general.data',
    method: 'GET',
    path: '/general/data',
    public: true,
    request: noBody,
    response: okAnswer(referenceDataSchema.shape),
  }),
  /** One administradora by id, or all of them with id 0. */
  companies: defineCall({
    name: 'general.companies',
    method: 'GET',
    path: '/general/companies/{id}',
    public: true,
    params: companyIdOrAll,
    request: noBody,
    response: okAnswer({ companies: z.array(optionSchema) }),
  }),
  /** The complejos of an administradora. */
  buildings: defineCall({
    name: 'general.buildings',
    method: 'GET',
    path: '/general/buildings/{id}',
    public: true,
    params: idParams,
    request: noBody,
    response: okAnswer({ buildings: z.array(buildingOptionSchema) }),
  }),
  /**
   * The profiles an administradora can give: the global administrator to anyone, its own profiles only to a caller
   * of that administradora (or the master), which the x-token tells.
   */
  roles: defineCall({
    name: 'general.roles',
    method: 'GET',
    path: '/general/roles/{id}',
    public: true,
    tokenWhenSignedIn: true,
    params: idParams,
    request: noBody,
    response: okAnswer({ roles: z.array(roleOptionSchema) }),
  }),
  /** POST, not a GET, so it carries x-token: units of a complejo are not public. */
  apartments: defineCall({
    name: 'general.apartments',
    method: 'POST',
    path: '/general/apartments/{buildingId}',
    public: false,
    params: z.object({ buildingId: idParams.shape.id }),
    request: noBody,
    response: okAnswer({ apartments: z.array(apartmentOptionSchema) }),
  }),
  commonAreas: defineCall({
    name: 'general.commonAreas',
    method: 'GET',
    path: '/general/commonareas/{id}',
    public: true,
    params: idParams,
    request: noBody,
    response: okAnswer({ commonAreas: z.array(optionSchema) }),
  }),
  frequency: defineCall({
    name: 'general.frequency',
    method: 'GET',
    path: '/general/frequency',
    public: true,
    request: noBody,
    response: okAnswer({ frequency: z.array(frequencySchema) }),
  }),
  personnelType: defineCall({
    name: 'general.personnelType',
    method: 'GET',
    path: '/general/personnel/type',
    public: true,
    request: noBody,
    response: okAnswer({ personnelType: z.array(personnelTypeSchema) }),
  }),
  /** Then PUT the file to `url` with `headers`; storage errors are thrown by the client (SPEC §8). */
  getSignedUrl: defineCall({
    name: 'general.getSignedUrl',
    method: 'POST',
    path: '/general/getsignedurl',
    public: false,
    request: signedUrlRequestSchema,
    response: okAnswer(signedUploadSchema.shape),
  }),
};
