import type { MaintenanceUpdate } from '@horizontal/domain';

/** The answer of the local update stub. */
export type LocalStubAnswer = { ok: true; message: 'OK' };

export const createMaintenancesExtras = () => ({
  /**
   * LOCAL STUB, NOT A CALL: SPEC §7 has no maintenance update on the backend; the client answers ok with
   * message OK and sends nothing. Kept so the Modificar screen behaves as the spec describes.
   */
  update: async (_maintenance: MaintenanceUpdate): Promise<LocalStubAnswer> => ({ ok: true, message: 'OK' }),
});
