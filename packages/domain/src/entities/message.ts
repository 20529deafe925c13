import { z } from 'zod';
import { body, idOf, optionalText, optionSchema, requiredText } from './fields';
import { statusSchemaOf, type Transitions } from './status';

/** A thread's status, set on any of its messages and shown on the thread. */
export const messageStatuses = ['abierto', 'cerrado', 'archivado'] as const;
export type MessageStatus = (typeof messageStatuses)[number];
export const messageStatusLabels = {
  abierto: 'Abierto',
  cerrado: 'Cerrado',
  archivado: 'Archivado',
} as const satisfies Record<MessageStatus, string>;
export const messageTransitions: Transitions<MessageStatus> = {
  abierto: ['cerrado', 'archivado'],
  cerrado: ['abierto', 'archivado'],
  archivado: ['abierto'],
};
export const messageStatusSchema = statusSchemaOf(messageStatuses, messageStatusLabels);

/** Whether a recipient has read a message. */
export const recipientStatuses = ['no_leido', 'leido'] as const;
export type RecipientStatus = (typeof recipientStatuses)[number];
export const recipientStatusLabels = { no_leido: 'No leído', leido: 'Leído' } as const satisfies Record<
  RecipientStatus,
  string
>;
export const recipientTransitions: Transitions<RecipientStatus> = { no_leido: ['leido'], leido: ['no_leido'] };
export const recipientStatusSchema = statusSchemaOf(recipientStatuses, recipientStatusLabels);

export const senderKinds = ['administracion', 'residente'] as const;
export type SenderKind = (typeof senderKinds)[number];

/**
 * A message of a thread: the first has no messageParentId, replies point at it. The client orders threads by
 * their highest message id (SPEC §3).
 */
export const messageSchema = z.object({
  id: z.number().int(),
  buildingId: z.number().int(),
  messageParentId: z.number().int().nullable(),
  categoryId: z.number().int().nullable(),
  category: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  sender: z.object({ kind: z.enum(senderKinds), id: z.number().int(), name: z.string() }),
  /** The sender's unit, for messages of residents. */
  apartment: z.string().nullable(),
  sentAt: z.string(),
  status: messageStatusSchema,
  /** For the signed-in user: inbox messages not yet opened. */
  read: z.boolean(),
});

export const messageRecipientSchema = z.object({
  id: z.number().int(),
  messageId: z.number().int(),
  residentId: z.number().int().nullable(),
  name: z.string(),
  apartment: z.string().nullable(),
  status: recipientStatusSchema,
  readAt: z.string().nullable(),
});

export const messageCategorySchema = optionSchema;

/** A resident a new message can reach: by e-mail, when they gave an address (the address itself is not shown). */
export const audienceResidentSchema = z.object({ id: z.number().int(), name: z.string(), hasEmail: z.boolean() });
/** A unit of the complejo with its active residents: who a message to the unit (or its tower) reaches. */
export const audienceUnitSchema = z.object({
  id: z.number().int(),
  /** «Torre A · 101», as every list names it. */
  name: z.string(),
  tower: z.string().nullable(),
  residents: z.array(audienceResidentSchema),
});
/** A colleague of the complejo whose profile opens Mensajería: a message reaches them in Recibidos. */
export const audienceStaffSchema = z.object({ id: z.number().int(), name: z.string(), role: z.string() });

export const messageCreateSchema = body({
  buildingId: idOf('el complejo'),
  /** Set for a reply: it joins that thread and goes to its participants. */
  messageParentId: idOf('el mensaje').nullable().default(null),
  categoryId: idOf('la categoría').nullable().default(null),
  subject: optionalText(160),
  text: requiredText('Escriba el mensaje.', 5000, { multiline: true }),
  toAll: z.boolean({ error: 'Indique si el mensaje va a todo el complejo.' }).default(false),
  apartmentIds: z.array(idOf('el apartamento'), { error: 'Los apartamentos elegidos no son válidos.' }).default([]),
  residentIds: z.array(idOf('el residente'), { error: 'Los residentes elegidos no son válidos.' }).default([]),
  /** Colleagues of the complejo with Mensajería (users' ids): the message is in their Recibidos. */
  userIds: z.array(idOf('la persona del personal'), { error: 'El personal elegido no es válido.' }).default([]),
}).refine(
  (message) =>
    message.messageParentId !== null ||
    message.toAll ||
    message.apartmentIds.length > 0 ||
    message.residentIds.length > 0 ||
    message.userIds.length > 0,
  { error: 'Elija a quién enviar el mensaje.', path: ['residentIds'] },
);

export const messageThreadRequestSchema = body({ id: idOf('el mensaje') });
export const messageRecipientsRequestSchema = body({ messageId: idOf('el mensaje') });
export const messageStatusChangeSchema = body({ id: idOf('el mensaje'), status: messageStatusSchema });
export const recipientStatusChangeSchema = body({ id: idOf('el destinatario'), status: recipientStatusSchema });

export type Message = z.infer<typeof messageSchema>;
export type MessageRecipient = z.infer<typeof messageRecipientSchema>;
export type MessageCategory = z.infer<typeof messageCategorySchema>;
export type AudienceResident = z.infer<typeof audienceResidentSchema>;
export type AudienceUnit = z.infer<typeof audienceUnitSchema>;
export type AudienceStaff = z.infer<typeof audienceStaffSchema>;
export type MessageCreate = z.input<typeof messageCreateSchema>;
export type MessageStatusChange = z.input<typeof messageStatusChangeSchema>;
export type RecipientStatusChange = z.input<typeof recipientStatusChangeSchema>;
