import { contract } from '@horizontal/domain';
import type { Http } from '../http';
import { withBody, withPathId } from './bind';

/** Units of a complejo. */
export const createApartmentsApi = (http: Http) => {
  const calls = contract.apartments;
  return {
    findAll: withPathId(http, calls.findAll),
    create: withBody(http, calls.create),
    update: withBody(http, calls.update),
    remove: withPathId(http, calls.remove),
  };
};
