import { contract } from '@horizontal/domain';
import type { Http } from '../http';
import { withBody, withPathId } from './bind';

/** Reports (novedades) at the front desk. */
export const createReportsApi = (http: Http) => {
  const calls = contract.reports;
  return {
    findAll: withPathId(http, calls.findAll),
    create: withBody(http, calls.create),
    status: withBody(http, calls.status),
    remove: withBody(http, calls.remove),
  };
};
