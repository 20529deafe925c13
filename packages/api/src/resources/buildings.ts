import { contract } from '@horizontal/domain';
import type { Http } from '../http';
import { withBody, withPathId } from './bind';

/** Complejos; findAll takes the administradora id. */
export const createBuildingsApi = (http: Http) => {
  const calls = contract.buildings;
  return {
    findAll: withPathId(http, calls.findAll),
    create: withBody(http, calls.create),
    update: withBody(http, calls.update),
    delete: withPathId(http, calls.delete),
  };
};
