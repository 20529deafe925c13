import type { MaintenanceUpdate } from '@horizontal/domain';
import { contract } from '@horizontal/domain';
import type { Http } from '../http';
import { withBody, withPathId } from './bind';

/** The answer of the local update stub. */
export type LocalStubAnswer = { ok: true; message: 'OK' };

export const createMaintenancesApi = (http: Http) => {
  const calls = contract.maintenances;
  return {
    findAll: withPathId(http, calls.findAll),
    disabled: withBody(http, calls.disabled),
    available: withBody(http, calls.available),
    create: withBody(http, calls.create),
    status: withBody(http, calls.status),
    /**
     * LOCAL STUB, NOT A CALL: SPEC §7 has no maintenance update on the backend; the client answers ok with
     * message OK and sends nothing. Kept so the Modificar screen behaves as the spec describes.
     */
    update: async (_maintenance: MaintenanceUpdate): Promise<LocalStubAnswer> => ({ ok: true, message: 'OK' }),
  };
};
