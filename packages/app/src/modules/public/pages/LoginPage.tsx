import { Login } from '@horizontal/screens';
import { useNavigate } from 'react-router-dom';
import { returnToStorage } from '../../../session/return-to-storage';
import { useSession } from '../../../session/SessionProvider';
import { useSignInForm } from '../../../session/sign-in';

/**
 * The sign-in form inside the app (after Cerrar Sesión, or a link followed in the app). A first visit gets the form
 * sent already drawn, run by src/prerendered-pages/ until it hands a session over to the app.
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const session = useSession();
  const form = useSignInForm(
    async (token) => {
      const loaded = await session.start(token);
      if (!loaded.ok) return loaded.message;
      // Back to the private page that sent the visitor here (a pasted link, a new tab), else the start page.
      navigate(returnToStorage.get() ?? '/home', { replace: true });
      return null;
    },
    // A session the sign-in form handed over may still fail to open: the form says why.
    session.state.status === 'anonymous' ? session.state.failure : undefined,
  );

  return <Login {...form} onNavigate={navigate} />;
}
