import type { SigninRequest } from '@horizontal/domain';
import { Login, type LoginProps } from '@horizontal/screens';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { returnToStorage } from '../../../session/return-to-storage';
import { useSession } from '../../../session/SessionProvider';
import { signIn } from '../../../session/sign-in';

/**
 * The sign-in form inside the app (after Cerrar Sesión, or a link followed in the app). A first visit gets the form
 * sent already drawn, run by src/prerendered-pages/ until it hands a session over to the app.
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const session = useSession();
  // A session the sign-in form handed over may still fail to open: the form says why.
  const [state, setState] = useState<Pick<LoginProps, 'status' | 'serverError'>>(() => ({
    status: 'idle',
    serverError: session.state.status === 'anonymous' ? session.state.failure : undefined,
  }));

  const submit = async (credentials: SigninRequest) => {
    setState({ status: 'submitting' });
    const signin = await signIn(credentials);
    if (!signin.ok) return setState({ status: 'idle', serverError: signin.message });
    const loaded = await session.start(signin.token);
    if (!loaded.ok) return setState({ status: 'idle', serverError: loaded.message });
    // Back to the private page that sent the visitor here (a pasted link, a new tab), else the start page.
    navigate(returnToStorage.get() ?? '/home', { replace: true });
  };

  return <Login {...state} onSubmit={submit} onNavigate={navigate} />;
}
