import { contract } from '@horizontal/domain';
import type { Http } from '../http';
import { withBody, withPathId } from './bind';

/** Residents of a complejo and their units. */
export const createResidentsApi = (http: Http) => {
  const calls = contract.residents;
  return {
    findAll: withPathId(http, calls.findAll),
    create: withBody(http, calls.create),
    apartments: withBody(http, calls.apartments),
    associate: withBody(http, calls.associate),
    deassociate: withBody(http, calls.deassociate),
    status: withBody(http, calls.status),
  };
};
