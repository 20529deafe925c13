import type { SigninRequest } from '@horizontal/domain';

export const offlineMessage =
  'No se pudo descargar una parte de la aplicación. Revise su conexión y vuelva a intentar.';

export type SignInResult = { ok: true; token: string } | { ok: false; message: string };

/**
 * Asks the server for a session. The backend client (axios, the contract) is loaded on the first Ingresar: the
 * sign-in form shows and runs without it (see bench/bundle-size.ts).
 */
export const signIn = async (credentials: SigninRequest): Promise<SignInResult> => {
  const api = await import('../api').then((module) => module.api).catch(() => null);
  if (!api) return { ok: false, message: offlineMessage };
  const answer = await api.auth.signin(credentials);
  return answer.ok ? { ok: true, token: answer.token } : { ok: false, message: answer.message };
};
