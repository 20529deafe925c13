import { contract } from '@horizontal/domain';
import type { Http } from '../http';
import { withBody, withPathId } from './bind';

/** Towers of a complejo; findAll takes the complejo id. */
export const createTowersApi = (http: Http) => {
  const calls = contract.towers;
  return {
    findAll: withPathId(http, calls.findAll),
    create: withBody(http, calls.create),
    update: withBody(http, calls.update),
    delete: withPathId(http, calls.delete),
  };
};
