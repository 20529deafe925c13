import { contract } from '@horizontal/domain';
import type { Http } from '../http';
import { withBody, withPathId } from './bind';

/** Staff of an administradora; findAll takes the administradora id. */
export const createEmployeesApi = (http: Http) => {
  const calls = contract.employees;
  return {
    findAll: withPathId(http, calls.findAll),
    create: withBody(http, calls.create),
    update: withBody(http, calls.update),
    status: withBody(http, calls.status),
  };
};
