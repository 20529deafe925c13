import { z } from 'zod';
import { payerSchema } from './common-expense';

/**
 * The work a period's statements take in the background (issue #33): generating each unit's PDF and saving it to
 * storage, or e-mailing it to the unit's residents. Its progress is kept in the database, so a reload or a server
 * restart shows it where it was and the job goes on from there.
 */
export const documentJobKinds = ['generar', 'enviar'] as const;
export type DocumentJobKind = (typeof documentJobKinds)[number];
export const documentJobKindLabels = {
  generar: 'Generación de los estados de cuenta',
  enviar: 'Envío de los estados de cuenta por correo',
} as const satisfies Record<DocumentJobKind, string>;

/** en_curso while anything is left to do; terminado when every item went; con_errores when some could not. */
export const documentJobStatuses = ['en_curso', 'terminado', 'con_errores'] as const;
export type DocumentJobStatus = (typeof documentJobStatuses)[number];
export const documentJobStatusLabels = {
  en_curso: 'En curso',
  terminado: 'Terminado',
  con_errores: 'Terminado con errores',
} as const satisfies Record<DocumentJobStatus, string>;

/** One statement (generar) or one e-mail (enviar) that could not go, with why, in Spanish. */
export const documentJobFailureSchema = z.object({
  apartment: z.string(),
  tower: z.string().nullable(),
  payer: payerSchema,
  /** The address, for an e-mail. */
  email: z.string().nullable(),
  reason: z.string(),
  /** An e-mail is tried again by itself (the outbox); a statement is generated again by running the job again. */
  retrying: z.boolean(),
});

export const documentJobSchema = z.object({
  id: z.number().int(),
  commonExpenseId: z.number().int(),
  kind: z.enum(documentJobKinds),
  status: z.enum(documentJobStatuses),
  /** Statements to generate, or e-mails to deliver. */
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  failures: z.array(documentJobFailureSchema),
  /** Who started it, by name. */
  startedBy: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});

export type DocumentJob = z.infer<typeof documentJobSchema>;
export type DocumentJobFailure = z.infer<typeof documentJobFailureSchema>;
