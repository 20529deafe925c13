import { contract } from '@horizontal/domain';
import type { Http } from '../http';
import { withBody, withoutInput, withPathId } from './bind';

/** Shipments (encomiendas) at the front desk. */
export const createShipmentsApi = (http: Http) => {
  const calls = contract.shipments;
  return {
    findAll: withPathId(http, calls.findAll),
    types: withoutInput(http, calls.types),
    create: withBody(http, calls.create),
    status: withBody(http, calls.status),
    remove: withBody(http, calls.remove),
  };
};
