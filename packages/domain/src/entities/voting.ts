import { z } from 'zod';
import { body, countOf, idOf, isoDateOf, optionalText, rangeMessage, requiredText } from './fields';
import { statusSchemaOf, type Transitions } from './status';

/** Options are edited only while the voting is a borrador; once abierta, votes count until it is cerrada. */
export const votingStatuses = ['borrador', 'abierta', 'cerrada', 'anulada'] as const;
export type VotingStatus = (typeof votingStatuses)[number];
export const votingStatusLabels = {
  borrador: 'Borrador',
  abierta: 'Abierta',
  cerrada: 'Cerrada',
  anulada: 'Anulada',
} as const satisfies Record<VotingStatus, string>;
export const votingTransitions: Transitions<VotingStatus> = {
  borrador: ['abierta', 'anulada'],
  abierta: ['cerrada', 'anulada'],
  cerrada: [],
  anulada: [],
};
export const votingStatusSchema = statusSchemaOf(votingStatuses, votingStatusLabels);

/** One option of a voting and the votes it got. */
export const votingDetailSchema = z.object({
  id: z.number().int(),
  votingId: z.number().int(),
  description: z.string(),
  position: z.number().int(),
  votes: z.number().int(),
});

export const votingSchema = z.object({
  id: z.number().int(),
  buildingId: z.number().int(),
  assemblyId: z.number().int().nullable(),
  title: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  status: votingStatusSchema,
  details: z.array(votingDetailSchema),
});

const optionText = requiredText('Ingrese el texto de la opción.', 200);

export const votingCreateSchema = body({
  buildingId: idOf('el complejo'),
  assemblyId: idOf('la asamblea').nullable().default(null),
  title: requiredText('Ingrese el título de la votación.', 120),
  description: optionalText(2000, { multiline: true }),
  startDate: isoDateOf('Seleccione la fecha de inicio.'),
  endDate: isoDateOf('Seleccione la fecha de cierre.'),
  /** The options, in order; more can be added with details/create while it is a borrador. */
  details: z
    .array(optionText, { error: 'Las opciones no son válidas.' })
    .max(20, 'Admite hasta 20 opciones.')
    .default([]),
}).refine((voting) => voting.startDate <= voting.endDate, { error: rangeMessage, path: ['endDate'] });

export const votingDetailsRequestSchema = body({ votingId: idOf('la votación') });
export const votingDetailCreateSchema = body({
  votingId: idOf('la votación'),
  description: optionText,
  position: countOf('la posición', 100).optional(),
});
export const votingDetailUpdateSchema = body({
  id: idOf('la opción'),
  description: optionText,
  position: countOf('la posición', 100).optional(),
});
export const votingStatusChangeSchema = body({ id: idOf('la votación'), status: votingStatusSchema });

export type VotingDetail = z.infer<typeof votingDetailSchema>;
export type Voting = z.infer<typeof votingSchema>;
export type VotingCreate = z.input<typeof votingCreateSchema>;
export type VotingDetailCreate = z.input<typeof votingDetailCreateSchema>;
export type VotingDetailUpdate = z.input<typeof votingDetailUpdateSchema>;
export type VotingStatusChange = z.input<typeof votingStatusChangeSchema>;
