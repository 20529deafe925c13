import { notificationStreamTicketCall } from '@horizontal/domain';
import { bindCall } from '../bind';
import type { Http } from '../http';

export const createNotificationsExtras = (http: Http) => ({
  /** The single-use ticket that opens the event stream (not a call of the spec: see notificationStreamTicketCall). */
  streamTicket: bindCall(http, notificationStreamTicketCall),
});
