import { contract } from '@horizontal/domain';
import type { Http } from '../http';
import { withBody, withoutInput } from './bind';

/** Messaging with the residents. */
export const createMessagesApi = (http: Http) => {
  const calls = contract.messages;
  return {
    inbox: withBody(http, calls.inbox),
    sent: withBody(http, calls.sent),
    create: withBody(http, calls.create),
    detail: withBody(http, calls.detail),
    recipients: withBody(http, calls.recipients),
    status: withBody(http, calls.status),
    recipientStatus: withBody(http, calls.recipientStatus),
    categories: withoutInput(http, calls.categories),
  };
};
