import { contract } from '@horizontal/domain';
import type { Http } from '../http';
import { withBody, withPathId } from './bind';

/** Visits at the front desk. */
export const createVisitsApi = (http: Http) => {
  const calls = contract.visits;
  return {
    findAll: withPathId(http, calls.findAll),
    apartments: withPathId(http, calls.apartments),
    create: withBody(http, calls.create),
    status: withBody(http, calls.status),
    remove: withBody(http, calls.remove),
  };
};
