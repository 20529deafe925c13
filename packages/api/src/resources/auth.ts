import type { SigninRequest } from '@horizontal/domain';
import { contract } from '@horizontal/domain';
import type { Http } from '../http';
import { withBody } from './bind';

export const createAuthApi = (http: Http) => ({
  signin: (body: SigninRequest) => http.call(contract.auth.signin, { body }),
  /** Loads the session user and registers the push device token (SPEC §7). */
  data: (device: string | null = null) => http.call(contract.auth.data, { body: { device } }),
  user: withBody(http, contract.auth.user),
  contact: withBody(http, contract.auth.contact),
  access: withBody(http, contract.auth.access),
  forgot: withBody(http, contract.auth.forgot),
  validate: withBody(http, contract.auth.validate),
  change: withBody(http, contract.auth.change),
  signout: () => http.call(contract.auth.signout),
});
