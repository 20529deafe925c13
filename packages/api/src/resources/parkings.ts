import { contract } from '@horizontal/domain';
import type { Http } from '../http';
import { withBody, withPathId } from './bind';

/** Estacionamientos of a complejo. */
export const createParkingsApi = (http: Http) => {
  const calls = contract.parkings;
  return {
    findAll: withPathId(http, calls.findAll),
    create: withBody(http, calls.create),
    update: withBody(http, calls.update),
    remove: withPathId(http, calls.remove),
  };
};
