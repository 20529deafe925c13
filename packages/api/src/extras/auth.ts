import { contract } from '@horizontal/domain';
import type { Http } from '../http';

/** auth.data takes the device token alone, not its body, because the session asks for it at every start. */
export const createAuthExtras = (http: Http) => ({
  /** Loads the session user and registers the push device token (SPEC §7). */
  data: (device: string | null = null) => http.call(contract.auth.data, { body: { device } }),
});
