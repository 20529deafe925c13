import { contract } from '@horizontal/domain';
import type { Http } from '../http';
import { withBody, withPathId } from './bind';

/** Personnel, time records and license types of a complejo. */
export const createPersonnelApi = (http: Http) => {
  const calls = contract.personnel;
  return {
    findAll: withPathId(http, calls.findAll),
    findLicenseTypes: withPathId(http, calls.findLicenseTypes),
    create: withBody(http, calls.create),
    createLicenseType: withBody(http, calls.createLicenseType),
    deleteLicenseType: withBody(http, calls.deleteLicenseType),
    records: withBody(http, calls.records),
    update: withBody(http, calls.update),
    status: withBody(http, calls.status),
  };
};
