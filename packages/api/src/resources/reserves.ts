import { contract } from '@horizontal/domain';
import type { Http } from '../http';
import { withBody, withPathId } from './bind';

/** Reserves of common areas; findAll and historic take the complejo id. */
export const createReservesApi = (http: Http) => {
  const calls = contract.reserves;
  return {
    findAll: withPathId(http, calls.findAll),
    historic: withPathId(http, calls.historic),
    disabled: withBody(http, calls.disabled),
    turnsAvailable: withBody(http, calls.turnsAvailable),
    create: withBody(http, calls.create),
    status: withBody(http, calls.status),
    delete: withPathId(http, calls.delete),
  };
};
