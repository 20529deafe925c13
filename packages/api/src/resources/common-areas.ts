import { contract } from '@horizontal/domain';
import type { Http } from '../http';
import { withBody, withPathId } from './bind';

/** Common areas of a complejo and their turns. */
export const createCommonAreasApi = (http: Http) => {
  const calls = contract.commonAreas;
  return {
    findAll: withPathId(http, calls.findAll),
    create: withBody(http, calls.create),
    update: withBody(http, calls.update),
    delete: withPathId(http, calls.delete),
  };
};
