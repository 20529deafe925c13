import { contract } from '@horizontal/domain';
import type { Http } from '../http';
import { withBody, withPathId } from './bind';

/** Work contracts. */
export const createContractsApi = (http: Http) => {
  const calls = contract.contracts;
  return {
    findAll: withPathId(http, calls.findAll),
    create: withBody(http, calls.create),
    status: withBody(http, calls.status),
  };
};
