import { contract } from '@horizontal/domain';
import type { Http } from '../http';
import { withBody, withoutInput, withPathId } from './bind';

/** Reference data and select options (the GETs are public), and the signed upload URL. */
export const createGeneralApi = (http: Http) => {
  const calls = contract.general;
  return {
    data: withoutInput(http, calls.data),
    companies: withPathId(http, calls.companies),
    buildings: withPathId(http, calls.buildings),
    roles: withPathId(http, calls.roles),
    apartments: withPathId(http, calls.apartments, 'buildingId'),
    commonAreas: withPathId(http, calls.commonAreas),
    frequency: withoutInput(http, calls.frequency),
    personnelType: withoutInput(http, calls.personnelType),
    getSignedUrl: withBody(http, calls.getSignedUrl),
  };
};
