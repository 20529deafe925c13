import { contract, notificationStreamTicketCall } from '@horizontal/domain';
import type { Http } from '../http';
import { withBody, withoutInput } from './bind';

/** The signed-in user’s notifications. */
export const createNotificationsApi = (http: Http) => {
  const calls = contract.notifications;
  return {
    delete: withBody(http, calls.delete),
    /** The single-use ticket that opens the event stream (not a call of the spec: see notificationStreamTicketCall). */
    streamTicket: withoutInput(http, notificationStreamTicketCall),
  };
};
