import { contract } from '@horizontal/domain';
import type { Http } from '../http';
import { withBody } from './bind';

/** The signed-in user’s notifications. */
export const createNotificationsApi = (http: Http) => {
  const calls = contract.notifications;
  return {
    delete: withBody(http, calls.delete),
  };
};
