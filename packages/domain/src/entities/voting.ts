import { z } from 'zod';
import { votingVerdicts } from '../votings/count';
import { votingMajorities, votingMajorityLabels, votingQuorumLabels, votingQuorums } from '../votings/rules';
import { tallySchema } from './assembly';
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

/** The count as it stands (while abierta) or as it ended (cerrada): domain README, «Asambleas y votaciones». */
export const votingCountSchema = z.object({
  units: tallySchema,
  voters: tallySchema,
  options: z.array(tallySchema.extend({ detailId: z.number().int() })),
  quorumMet: z.boolean(),
  winnerId: z.number().int().nullable(),
  verdict: z.enum(votingVerdicts),
});

const majoritySchema = z.enum(votingMajorities, {
  error: `Seleccione la mayoría requerida: ${Object.values(votingMajorityLabels).join(', ')}.`,
});
const quorumSchema = z.enum(votingQuorums, {
  error: `Seleccione el quórum: ${Object.values(votingQuorumLabels).join(', ')}.`,
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
  majority: majoritySchema,
  quorum: quorumSchema,
  details: z.array(votingDetailSchema),
  count: votingCountSchema,
});

const optionText = requiredText('Ingrese el texto de la opción.', 200);

export const votingCreateSchema = body({
  buildingId: idOf('el complejo'),
  assemblyId: idOf('la asamblea').nullable().default(null),
  title: requiredText('Ingrese el título de la votación.', 120),
  description: optionalText(2000, { multiline: true }),
  startDate: isoDateOf('Seleccione la fecha de inicio.'),
  endDate: isoDateOf('Seleccione la fecha de cierre.'),
  majority: majoritySchema.default('simple'),
  quorum: quorumSchema.default('mitad'),
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

/** A unit of the complejo and its vote in a voting. */
export const voteSchema = z.object({
  apartmentId: z.number().int(),
  apartment: z.string(),
  coefficient: z.number(),
  /** The option it chose; null when it has not voted. */
  detailId: z.number().int().nullable(),
  /** Who cast it for the unit, when a proxy did. */
  castBy: z.string().nullable(),
  /** Whether it may vote: in a voting of an assembly, only the units present or represented there. */
  mayVote: z.boolean(),
});

export const votesRequestSchema = body({ votingId: idOf('la votación') });
/** A unit's vote (a null option withdraws it); a proxy's vote is every unit's it represents. */
export const voteCastSchema = body({
  votingId: idOf('la votación'),
  apartmentId: idOf('la unidad'),
  detailId: idOf('la opción').nullable(),
});

export type Vote = z.infer<typeof voteSchema>;
export type VoteCast = z.input<typeof voteCastSchema>;
export type VotingDetail = z.infer<typeof votingDetailSchema>;
export type Voting = z.infer<typeof votingSchema>;
export type VotingCreate = z.input<typeof votingCreateSchema>;
export type VotingDetailCreate = z.input<typeof votingDetailCreateSchema>;
export type VotingDetailUpdate = z.input<typeof votingDetailUpdateSchema>;
export type VotingStatusChange = z.input<typeof votingStatusChangeSchema>;
