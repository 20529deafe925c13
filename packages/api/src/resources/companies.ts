import { contract } from '@horizontal/domain';
import type { Http } from '../http';
import { withBody, withoutInput, withPathId } from './bind';

/** Administradoras (master only). */
export const createCompaniesApi = (http: Http) => {
  const calls = contract.companies;
  return {
    findAll: withoutInput(http, calls.findAll),
    create: withBody(http, calls.create),
    update: withBody(http, calls.update),
    delete: withPathId(http, calls.delete),
  };
};
