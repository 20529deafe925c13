import { z } from 'zod';
import { notificationsDeleteSchema } from '../entities/notification';
import { defineCall, noBody, okAnswer } from './define';

export const notificationsContract = {
  /** The client first calls this, then subtracts `deleted` from the badge of that type (SPEC §4). */
  delete: defineCall({
    name: 'notifications.delete',
    method: 'POST',
    path: '/notifications/admin/delete',
    public: false,
    request: notificationsDeleteSchema,
    response: okAnswer({ deleted: z.number().int() }),
  }),
};

/**
 * Not a call of SPEC §7, so not in the contract: EventSource cannot send x-token, and a URL ends up in logs, so the
 * app asks with its x-token for a single-use ticket that lives a minute and opens
 * `GET /notifications/stream?ticket=…` with it, a new one before every (re)connection.
 */
export const notificationStreamTicketCall = defineCall({
  name: 'notifications.streamTicket',
  method: 'POST',
  path: '/notifications/stream-ticket',
  public: false,
  request: noBody,
  response: okAnswer({ ticket: z.string() }),
});

/** What the notifications calls answer, for the server and the mocks. */
export const notificationMessages = {
  deleted: (count: number) => (count === 1 ? 'Se borró 1 aviso.' : `Se borraron ${count} avisos.`),
} as const;
