import { z } from 'zod';
import { ciSchema, emailSchema, phoneSchema } from '../validators/schemas';
import { isOrderedTimes } from './common-area';
import {
  blankOr,
  body,
  clockTimeSchema,
  countOf,
  dateRangeFields,
  digitsSchema,
  idOf,
  isOrderedRange,
  isoDateOf,
  optionalText,
  rangeMessage,
  requiredText,
} from './fields';
import { statusSchemaOf, type Transitions } from './status';

/** Desvinculado is reached only through unlinks.create, and is final. */
export const personnelStatuses = ['activo', 'inactivo', 'desvinculado'] as const;
export type PersonnelStatus = (typeof personnelStatuses)[number];
export const personnelStatusLabels = {
  activo: 'Activo',
  inactivo: 'Inactivo',
  desvinculado: 'Desvinculado',
} as const satisfies Record<PersonnelStatus, string>;
export const personnelTransitions: Transitions<PersonnelStatus> = {
  activo: ['inactivo'],
  inactivo: ['activo'],
  desvinculado: [],
};
export const personnelStatusSchema = statusSchemaOf(personnelStatuses, personnelStatusLabels);

/** Days worked, Monday first, as letters: L M X J V S D. */
export const WORKDAY_LETTERS = 'LMXJVSD';

/** People who work at a complejo (porteros, limpieza…), with their workday. */
export const personnelSchema = z.object({
  id: z.number().int(),
  buildingId: z.number().int(),
  personnelTypeId: z.number().int().nullable(),
  personnelType: z.string().nullable(),
  name: z.string(),
  lastName: z.string(),
  identity: digitsSchema,
  phone: digitsSchema,
  email: z.string(),
  workdayStart: z.string().nullable(),
  workdayEnd: z.string().nullable(),
  workdays: z.string(),
  status: personnelStatusSchema,
});

const personnelFields = {
  personnelTypeId: idOf('el tipo de personal'),
  name: requiredText('Ingrese el nombre.', 80),
  lastName: requiredText('Ingrese el apellido.', 80),
  identity: ciSchema,
  phone: blankOr(phoneSchema, 'El teléfono no es válido.'),
  email: blankOr(emailSchema, 'El correo electrónico no es válido.'),
  workdayStart: clockTimeSchema.nullable().default(null),
  workdayEnd: clockTimeSchema.nullable().default(null),
  workdays: z
    .string({ error: 'Seleccione los días de trabajo.' })
    .regex(/^L?M?X?J?V?S?D?$/, 'Los días de trabajo se escriben con L M X J V S D, en ese orden.')
    .min(1, 'Seleccione al menos un día de trabajo.')
    .default('LMXJV'),
};

const orderedWorkday = (value: { workdayStart: string | null; workdayEnd: string | null }) =>
  value.workdayStart === null || value.workdayEnd === null || isOrderedTimes(value.workdayStart, value.workdayEnd);
const workdayMessage = { error: 'La jornada debe terminar después de empezar.', path: ['workdayEnd'] };

export const personnelCreateSchema = body({ buildingId: idOf('el complejo'), ...personnelFields }).refine(
  orderedWorkday,
  workdayMessage,
);
export const personnelUpdateSchema = body({ id: idOf('la persona'), ...personnelFields }).refine(
  orderedWorkday,
  workdayMessage,
);
export const personnelStatusChangeSchema = body({ id: idOf('la persona'), status: personnelStatusSchema });

/** Kinds of leave a complejo grants (anual, enfermedad, estudio…). */
export const licenseTypeSchema = z.object({
  id: z.number().int(),
  buildingId: z.number().int(),
  name: z.string(),
  maxDays: z.number().int().nullable(),
  paid: z.boolean(),
  /** The annual leave of Ley 12.590: its approvals are checked against the person's balance (personnel/leave). */
  annual: z.boolean(),
});

export const licenseTypeCreateSchema = body({
  buildingId: idOf('el complejo'),
  name: requiredText('Ingrese el nombre del tipo de licencia.', 80),
  maxDays: countOf('la cantidad máxima de días', 365).nullable().default(null),
  paid: z.boolean({ error: 'Indique si la licencia es paga.' }).default(true),
  annual: z.boolean({ error: 'Indique si es la licencia anual.' }).default(false),
});
export const licenseTypeDeleteSchema = body({ id: idOf('el tipo de licencia') });

/** Clock-in and clock-out of a person on a day. */
export const timeRecordSchema = z.object({
  id: z.number().int(),
  personnelId: z.number().int(),
  personnel: z.string(),
  date: z.string(),
  entryTime: z.string(),
  exitTime: z.string().nullable(),
  notes: z.string(),
});

/** The time records of a complejo in a range, of one person or of everyone (personnelId null). */
export const timeRecordsRequestSchema = body({
  buildingId: idOf('el complejo'),
  personnelId: idOf('la persona').nullable().default(null),
  ...dateRangeFields,
}).refine(isOrderedRange, { error: rangeMessage, path: ['to'] });

const recordTimes = {
  entryTime: clockTimeSchema,
  exitTime: clockTimeSchema.nullable().default(null),
  notes: optionalText(200),
};
const orderedRecord = (record: { entryTime: string; exitTime: string | null }) =>
  record.exitTime === null || isOrderedTimes(record.entryTime, record.exitTime);
const recordMessage = { error: 'La salida debe ser posterior a la entrada.', path: ['exitTime'] };

/** A clock-in the desk writes down; the exit may come later (personnel.updateRecord). */
export const timeRecordCreateSchema = body({
  buildingId: idOf('el complejo'),
  personnelId: idOf('la persona'),
  date: isoDateOf('Seleccione el día.'),
  ...recordTimes,
}).refine(orderedRecord, recordMessage);

/** The exit of an open record, or a correction of its times. */
export const timeRecordUpdateSchema = body({ id: idOf('la marca'), ...recordTimes }).refine(
  orderedRecord,
  recordMessage,
);

/** A person of the staff as every list names them: «Nicolás Rodríguez». */
export const personnelFullName = (person: { name: string; lastName: string }) =>
  `${person.name} ${person.lastName}`.trim();

/** The signed contract's download name: «Contrato Nicolás Rodríguez.pdf» (the key keeps the upload's extension). */
export const contractFileName = (personnel: string, fileKey: string) =>
  `Contrato ${personnel}${/\.[a-z0-9]{1,5}$/i.exec(fileKey)?.[0] ?? ''}`;

export type Personnel = z.infer<typeof personnelSchema>;
export type PersonnelCreate = z.input<typeof personnelCreateSchema>;
export type PersonnelUpdate = z.input<typeof personnelUpdateSchema>;
export type PersonnelStatusChange = z.input<typeof personnelStatusChangeSchema>;
export type LicenseType = z.infer<typeof licenseTypeSchema>;
export type LicenseTypeCreate = z.input<typeof licenseTypeCreateSchema>;
export type TimeRecord = z.infer<typeof timeRecordSchema>;
export type TimeRecordsRequest = z.input<typeof timeRecordsRequestSchema>;
export type TimeRecordCreate = z.input<typeof timeRecordCreateSchema>;
export type TimeRecordUpdate = z.input<typeof timeRecordUpdateSchema>;
