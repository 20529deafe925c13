import { z } from 'zod';
import { body, clockTimeSchema, idOf, isoDateOf, optionalText, requiredText } from './fields';
import { statusSchemaOf, type Transitions } from './status';

export const assemblyTypes = ['ordinaria', 'extraordinaria'] as const;
export type AssemblyType = (typeof assemblyTypes)[number];
export const assemblyTypeLabels = {
  ordinaria: 'Ordinaria',
  extraordinaria: 'Extraordinaria',
} as const satisfies Record<AssemblyType, string>;

/** No call changes it: the backend moves a convocada assembly to realizada once it has resolutions. */
export const assemblyStatuses = ['convocada', 'realizada', 'cancelada'] as const;
export type AssemblyStatus = (typeof assemblyStatuses)[number];
export const assemblyStatusLabels = {
  convocada: 'Convocada',
  realizada: 'Realizada',
  cancelada: 'Cancelada',
} as const satisfies Record<AssemblyStatus, string>;
export const assemblyTransitions: Transitions<AssemblyStatus> = {
  convocada: ['realizada', 'cancelada'],
  realizada: [],
  cancelada: [],
};
export const assemblyStatusSchema = statusSchemaOf(assemblyStatuses, assemblyStatusLabels);

export const assemblySchema = z.object({
  id: z.number().int(),
  buildingId: z.number().int(),
  title: z.string(),
  type: z.enum(assemblyTypes),
  date: z.string(),
  time: z.string().nullable(),
  place: z.string(),
  description: z.string(),
  status: assemblyStatusSchema,
});

export const assemblyCreateSchema = body({
  buildingId: idOf('el complejo'),
  title: requiredText('Ingrese el título de la asamblea.', 120),
  type: z
    .enum(assemblyTypes, { error: 'Seleccione si la asamblea es ordinaria o extraordinaria.' })
    .default('ordinaria'),
  date: isoDateOf('Seleccione la fecha de la asamblea.'),
  time: clockTimeSchema.nullable().default(null),
  place: optionalText(120),
  description: optionalText(2000, { multiline: true }),
});

export const resolutionResults = ['aprobada', 'rechazada', 'postergada'] as const;
export type ResolutionResult = (typeof resolutionResults)[number];
export const resolutionResultLabels = {
  aprobada: 'Aprobada',
  rechazada: 'Rechazada',
  postergada: 'Postergada',
} as const satisfies Record<ResolutionResult, string>;
const resolutionResultSchema = z.enum(resolutionResults, {
  error: 'Seleccione el resultado: aprobada, rechazada o postergada.',
});

/** What an assembly resolved. */
export const resolutionSchema = z.object({
  id: z.number().int(),
  assemblyId: z.number().int(),
  title: z.string(),
  description: z.string(),
  result: resolutionResultSchema,
});

const resolutionFields = {
  title: requiredText('Ingrese el título de la resolución.', 120),
  description: optionalText(2000, { multiline: true }),
  result: resolutionResultSchema.default('aprobada'),
};

export const resolutionsRequestSchema = body({ assemblyId: idOf('la asamblea') });
export const resolutionCreateSchema = body({ assemblyId: idOf('la asamblea'), ...resolutionFields });
export const resolutionUpdateSchema = body({ id: idOf('la resolución'), ...resolutionFields });

export type Assembly = z.infer<typeof assemblySchema>;
export type AssemblyCreate = z.input<typeof assemblyCreateSchema>;
export type Resolution = z.infer<typeof resolutionSchema>;
export type ResolutionCreate = z.input<typeof resolutionCreateSchema>;
export type ResolutionUpdate = z.input<typeof resolutionUpdateSchema>;
