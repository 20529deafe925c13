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

/** Units and the coefficient they hold (percent, four decimals): how attendance and votes are measured. */
export const tallySchema = z.object({ heads: z.number().int(), coefficient: z.number() });

/** How a unit came to an assembly; a unit without a recorded attendance is ausente. */
export const attendanceKinds = ['presente', 'representada', 'ausente'] as const;
export type AttendanceKind = (typeof attendanceKinds)[number];
export const attendanceKindLabels = {
  presente: 'Presente',
  representada: 'Representada por poder',
  ausente: 'Ausente',
} as const satisfies Record<AttendanceKind, string>;

/** One unit of the complejo at an assembly. */
export const attendanceSchema = z.object({
  apartmentId: z.number().int(),
  /** «Torre A · 401»: the unit as the sheet names it. */
  apartment: z.string(),
  coefficient: z.number(),
  kind: z.enum(attendanceKinds),
  /** Who holds the proxy of a represented unit. */
  proxyHolder: z.string().nullable(),
  /** The present unit whose owner holds the proxy, when it is one: its vote is also this unit's. */
  proxyApartmentId: z.number().int().nullable(),
});

/** Every unit of the complejo at the assembly, and the quorum reached by heads and by coefficient. */
export const assemblyAttendanceSchema = z.object({
  assemblyId: z.number().int(),
  units: z.array(attendanceSchema),
  /** The complejo's units and coefficient. */
  total: tallySchema,
  /** Present or represented. */
  present: tallySchema,
});

export const attendanceRequestSchema = body({ assemblyId: idOf('la asamblea') });

const attendanceEntrySchema = z
  .object(
    {
      apartmentId: idOf('la unidad'),
      kind: z.enum(attendanceKinds, { error: 'Indique si la unidad estuvo presente, representada o ausente.' }),
      proxyHolder: optionalText(120),
      proxyApartmentId: idOf('la unidad del apoderado').nullable().default(null),
    },
    { error: 'La asistencia no es válida.' },
  )
  .superRefine((entry, context) => {
    if (entry.kind === 'representada' && entry.proxyHolder.trim() === '') {
      context.addIssue({
        code: 'custom',
        message: 'Indique quién tiene el poder de la unidad.',
        path: ['proxyHolder'],
      });
    }
    if (entry.proxyApartmentId === entry.apartmentId) {
      context.addIssue({
        code: 'custom',
        message: 'Una unidad no puede tener su propio poder.',
        path: ['proxyApartmentId'],
      });
    }
  });

/** Records how each unit listed came; the units not listed keep what they had. */
export const attendanceUpdateSchema = body({
  assemblyId: idOf('la asamblea'),
  units: z
    .array(attendanceEntrySchema, { error: 'La asistencia no es válida.' })
    .min(1, 'Indique la asistencia de al menos una unidad.')
    .max(2000, 'Admite hasta 2000 unidades.')
    .refine((units) => new Set(units.map((unit) => unit.apartmentId)).size === units.length, {
      error: 'Cada unidad va una sola vez.',
    }),
});

/** Inicio's tile of Asambleas: each part null for whom may not read its list. */
export const assemblySummarySchema = z.object({
  /** The next assembly convocada from today on (null: none). */
  assemblies: z
    .object({ next: assemblySchema.pick({ id: true, title: true, date: true, time: true }).nullable() })
    .nullable(),
  /** Votings abiertas now. */
  openVotings: z.number().int().nullable(),
});

export type Assembly = z.infer<typeof assemblySchema>;
export type AssemblySummary = z.infer<typeof assemblySummarySchema>;
export type Tally = z.infer<typeof tallySchema>;
export type Attendance = z.infer<typeof attendanceSchema>;
export type AssemblyAttendance = z.infer<typeof assemblyAttendanceSchema>;
export type AttendanceUpdate = z.input<typeof attendanceUpdateSchema>;
export type AssemblyCreate = z.input<typeof assemblyCreateSchema>;
export type Resolution = z.infer<typeof resolutionSchema>;
export type ResolutionCreate = z.input<typeof resolutionCreateSchema>;
export type ResolutionUpdate = z.input<typeof resolutionUpdateSchema>;
