import { contract } from '@horizontal/domain';
import type { Http } from '../http';
import { withBody, withPathId } from './bind';

/** Profiles of an administradora; findAll takes the administradora id. */
export const createRolesApi = (http: Http) => {
  const calls = contract.roles;
  return {
    findAll: withPathId(http, calls.findAll),
    create: withBody(http, calls.create),
    update: withBody(http, calls.update),
  };
};
