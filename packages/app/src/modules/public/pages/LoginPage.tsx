import type { SigninRequest } from '@horizontal/domain';
import { Login, type LoginProps } from '@horizontal/screens';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { returnToStorage } from '../../../session/return-to-storage';
import { offlineMessage, useSession } from '../../../session/SessionProvider';

export default function LoginPage() {
  const navigate = useNavigate();
  const session = useSession();
  const [state, setState] = useState<Pick<LoginProps, 'status' | 'serverError'>>({ status: 'idle' });

  const submit = async (credentials: SigninRequest) => {
    setState({ status: 'submitting' });
    // Loaded on the first Ingresar: the form itself needs no backend client (see bench/bundle-size.ts).
    const api = await import('../../../api').then((module) => module.api).catch(() => null);
    if (!api) return setState({ status: 'idle', serverError: offlineMessage });
    const signin = await api.auth.signin(credentials);
    if (!signin.ok) return setState({ status: 'idle', serverError: signin.message });
    const loaded = await session.start(signin.token);
    if (!loaded.ok) return setState({ status: 'idle', serverError: loaded.message });
    // Back to the private page that sent the visitor here (a pasted link, a new tab), else the start page.
    navigate(returnToStorage.get() ?? '/home', { replace: true });
  };

  return <Login {...state} onSubmit={submit} onNavigate={navigate} />;
}
