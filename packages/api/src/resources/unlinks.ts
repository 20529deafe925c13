import { contract } from '@horizontal/domain';
import type { Http } from '../http';
import { withBody, withPathId } from './bind';

/** Desvinculaciones. */
export const createUnlinksApi = (http: Http) => {
  const calls = contract.unlinks;
  return {
    findAll: withPathId(http, calls.findAll),
    create: withBody(http, calls.create),
  };
};
