import { contract } from '@horizontal/domain';
import type { Http } from '../http';
import { withBody, withPathId } from './bind';

/** Despensas of a complejo. */
export const createPantriesApi = (http: Http) => {
  const calls = contract.pantries;
  return {
    findAll: withPathId(http, calls.findAll),
    create: withBody(http, calls.create),
    update: withBody(http, calls.update),
    remove: withPathId(http, calls.remove),
  };
};
