import { contract } from '@horizontal/domain';
import type { Http } from '../http';
import { withBody, withoutInput } from './bind';

/** Back-office users (master only). */
export const createUsersApi = (http: Http) => {
  const calls = contract.users;
  return {
    findAll: withoutInput(http, calls.findAll),
    create: withBody(http, calls.create),
    update: withBody(http, calls.update),
    status: withBody(http, calls.status),
    temporaryPassword: withBody(http, calls.temporaryPassword),
  };
};
