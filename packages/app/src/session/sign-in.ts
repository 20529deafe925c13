import type { SigninRequest } from '@horizontal/domain';
import type { LoginProps } from '@horizontal/screens';
import { useState } from 'react';
import { handedUser } from './handed-user';

export const offlineMessage =
  'No se pudo descargar una parte de la aplicación. Revise su conexión y vuelva a intentar.';

export type SignInResult = { ok: true; token: string } | { ok: false; message: string };

/**
 * Asks the server for a session. The backend client (axios, the contract) is not part of the sign-in form, which
 * shows and runs without it (see bench/bundle-size.ts): the page sent drawn loads it while the form is filled
 * (warm-up.ts), and else the first Ingresar does. The user the server answers with the token is handed to the
 * session, which then opens without asking for it again.
 */
export const signIn = async (credentials: SigninRequest): Promise<SignInResult> => {
  const api = await import('../api').then((module) => module.api).catch(() => null);
  if (!api) return { ok: false, message: offlineMessage };
  const answer = await api.auth.signin(credentials);
  if (!answer.ok) return { ok: false, message: answer.message };
  if (answer.user) handedUser.keep(answer.token, answer.user);
  return { ok: true, token: answer.token };
};

/**
 * A sign-in form's state and submit, the same in the app and on the page sent drawn: signs in, then `goOn` with the
 * token (whose answer is why it could not, or null), and shows any refusal on the form.
 */
export const useSignInForm = (goOn: (token: string) => Promise<string | null>, initialError?: string) => {
  const [state, setState] = useState<Pick<LoginProps, 'status' | 'serverError'>>({
    status: 'idle',
    serverError: initialError,
  });
  const onSubmit = async (credentials: SigninRequest) => {
    setState({ status: 'submitting' });
    const signin = await signIn(credentials);
    const problem = signin.ok ? await goOn(signin.token) : signin.message;
    if (problem) setState({ status: 'idle', serverError: problem });
  };
  return { ...state, onSubmit };
};
