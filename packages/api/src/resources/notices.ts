import { contract } from '@horizontal/domain';
import type { Http } from '../http';
import { withBody, withPathId } from './bind';

/** Noticias. */
export const createNoticesApi = (http: Http) => {
  const calls = contract.notices;
  return {
    findAll: withBody(http, calls.findAll),
    create: withBody(http, calls.create),
    delete: withPathId(http, calls.delete),
  };
};
