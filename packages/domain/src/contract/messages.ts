import { z } from 'zod';
import { buildingRequestSchema } from '../entities/fields';
import {
  audienceStaffSchema,
  audienceUnitSchema,
  messageCategorySchema,
  messageCreateSchema,
  messageRecipientSchema,
  messageRecipientsRequestSchema,
  messageSchema,
  messageStatusChangeSchema,
  messageThreadRequestSchema,
  recipientStatusChangeSchema,
} from '../entities/message';
import { defineCall, noBody, okAnswer } from './define';

/** Internal messaging between the administration and the residents of a complejo. */
export const messagesContract = {
  /** Messages residents sent to the administration (every message of their threads). */
  inbox: defineCall({
    name: 'messages.inbox',
    method: 'POST',
    access: 'read',
    path: '/messages/inbox/findall',
    public: false,
    module: '/mensajes',
    functionality: 'mensajes/listado',
    request: buildingRequestSchema,
    response: okAnswer({ inbox: z.array(messageSchema) }),
  }),
  /** Messages the administration sent. */
  sent: defineCall({
    name: 'messages.sent',
    method: 'POST',
    access: 'read',
    path: '/messages/send/findall',
    public: false,
    module: '/mensajes',
    functionality: 'mensajes/listado',
    request: buildingRequestSchema,
    response: okAnswer({ send: z.array(messageSchema) }),
  }),
  /** `created`: the message sent (the answer's `message` is its Spanish text, as in every call). */
  create: defineCall({
    name: 'messages.create',
    method: 'POST',
    path: '/messages/admin/create',
    public: false,
    module: '/mensajes',
    functionality: 'mensajes/nuevo',
    request: messageCreateSchema,
    response: okAnswer({ created: messageSchema }),
  }),
  /**
   * Whom a new message can reach: the complejo's units with their active residents (whether each has an e-mail,
   * not the address) and the colleagues with Mensajería. The form counts its reach from them, so a profile with
   * Mensajería alone can write without reading the Complejo module's lists.
   */
  audience: defineCall({
    name: 'messages.audience',
    method: 'POST',
    access: 'read',
    path: '/messages/recipients/audience',
    public: false,
    module: '/mensajes',
    functionality: 'mensajes/nuevo',
    request: buildingRequestSchema,
    response: okAnswer({ units: z.array(audienceUnitSchema), staff: z.array(audienceStaffSchema) }),
  }),
  /** The whole thread of a message, oldest first; marks it read for the signed-in user. */
  detail: defineCall({
    name: 'messages.detail',
    method: 'POST',
    access: 'read',
    path: '/messages/detail',
    public: false,
    module: '/mensajes',
    functionality: 'mensajes/chat',
    request: messageThreadRequestSchema,
    response: okAnswer({ messages: z.array(messageSchema) }),
  }),
  recipients: defineCall({
    name: 'messages.recipients',
    method: 'POST',
    access: 'read',
    path: '/messages/recipients/findall',
    public: false,
    module: '/mensajes',
    functionality: 'mensajes/listado',
    request: messageRecipientsRequestSchema,
    response: okAnswer({ recipients: z.array(messageRecipientSchema) }),
  }),
  /** `updated`: the message whose thread changed status. */
  status: defineCall({
    name: 'messages.status',
    method: 'POST',
    path: '/messages/status/change',
    public: false,
    module: '/mensajes',
    functionality: 'mensajes/listado',
    request: messageStatusChangeSchema,
    response: okAnswer({ updated: messageSchema }),
  }),
  recipientStatus: defineCall({
    name: 'messages.recipientStatus',
    method: 'POST',
    path: '/messages/recipients/status/change',
    public: false,
    module: '/mensajes',
    functionality: 'mensajes/listado',
    request: recipientStatusChangeSchema,
    response: okAnswer({ recipient: messageRecipientSchema }),
  }),
  categories: defineCall({
    name: 'messages.categories',
    method: 'GET',
    path: '/messages/categories/findall',
    public: false,
    module: '/mensajes',
    functionality: 'mensajes/listado',
    request: noBody,
    response: okAnswer({ categories: z.array(messageCategorySchema) }),
  }),
};

/** What the messaging calls answer, for the server and the mocks. */
export const messagingMessages = {
  sent: 'Se envió el mensaje.',
  replied: 'Se envió la respuesta.',
  status: 'Se cambió el estado de la conversación.',
  recipientStatus: 'Estado actualizado.',
  notFound: 'El mensaje no existe o no tiene acceso a él.',
  recipientNotFound: 'El destinatario no existe o no tiene acceso a él.',
  noRecipients:
    'Ninguno de los destinatarios elegidos es un residente activo ni una persona del personal del complejo.',
  foreignParent: 'El mensaje original no es de ese complejo.',
  archived: 'La conversación está archivada: reábrala para responder.',
} as const;
