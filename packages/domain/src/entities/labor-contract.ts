import { z } from 'zod';
import { body, countOf, idOf, isoDateOf, isoDateSchema, positiveCents, withoutControlCharacters } from './fields';
import { statusSchemaOf, type Transitions } from './status';

export const contractTypes = ['efectivo', 'zafral', 'a_prueba', 'suplente'] as const;
export type ContractType = (typeof contractTypes)[number];
export const contractTypeLabels = {
  efectivo: 'Efectivo',
  zafral: 'Zafral',
  a_prueba: 'A prueba',
  suplente: 'Suplente',
} as const satisfies Record<ContractType, string>;

/** An unlink (desvinculación) ends the person's vigente or suspendido contract as finalizado. */
export const contractStatuses = ['vigente', 'suspendido', 'finalizado', 'rescindido'] as const;
export type ContractStatus = (typeof contractStatuses)[number];
export const contractStatusLabels = {
  vigente: 'Vigente',
  suspendido: 'Suspendido',
  finalizado: 'Finalizado',
  rescindido: 'Rescindido',
} as const satisfies Record<ContractStatus, string>;
export const contractTransitions: Transitions<ContractStatus> = {
  vigente: ['suspendido', 'finalizado', 'rescindido'],
  suspendido: ['vigente', 'finalizado', 'rescindido'],
  finalizado: [],
  rescindido: [],
};
export const contractStatusSchema = statusSchemaOf(contractStatuses, contractStatusLabels);

/** A work contract of a person of the personnel. */
export const contractSchema = z.object({
  id: z.number().int(),
  buildingId: z.number().int(),
  personnelId: z.number().int(),
  personnel: z.string(),
  type: z.enum(contractTypes),
  startDate: z.string(),
  endDate: z.string().nullable(),
  /** Centésimos. */
  monthlySalary: z.number().int(),
  weeklyHours: z.number().int(),
  /** Storage key of the signed contract. */
  fileKey: z.string().nullable(),
  status: contractStatusSchema,
});

export const contractCreateSchema = body({
  buildingId: idOf('el complejo'),
  personnelId: idOf('la persona'),
  type: z.enum(contractTypes, { error: 'Seleccione el tipo de contrato.' }).default('efectivo'),
  startDate: isoDateOf('Seleccione la fecha de inicio.'),
  endDate: isoDateSchema.nullable().default(null),
  monthlySalary: positiveCents('el salario mensual'),
  weeklyHours: countOf('la carga horaria semanal', 60).default(44),
  fileKey: withoutControlCharacters(z.string({ error: 'El archivo no es válido.' }), 'El archivo no es válido.')
    .max(400, 'El archivo no es válido.')
    .nullable()
    .default(null),
}).refine((contract) => contract.endDate === null || contract.startDate <= contract.endDate, {
  error: 'El contrato no puede terminar antes de empezar.',
  path: ['endDate'],
});
export const contractStatusChangeSchema = body({ id: idOf('el contrato'), status: contractStatusSchema });

export type Contract = z.infer<typeof contractSchema>;
export type ContractCreate = z.input<typeof contractCreateSchema>;
export type ContractStatusChange = z.input<typeof contractStatusChangeSchema>;
