import { contract } from '@horizontal/domain';
import type { Http } from '../http';
import { withBody, withPathId } from './bind';

/** Licenses of the personnel. */
export const createLicensesApi = (http: Http) => {
  const calls = contract.licenses;
  return {
    findAll: withPathId(http, calls.findAll),
    types: withPathId(http, calls.types),
    create: withBody(http, calls.create),
    status: withBody(http, calls.status),
  };
};
