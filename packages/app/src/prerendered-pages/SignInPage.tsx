import type { SigninRequest } from '@horizontal/domain';
import { Login, type LoginProps } from '@horizontal/screens';
import { ThemeRoot } from '@horizontal/ui';
import { StrictMode, useState } from 'react';
import { offlineMessage, signIn } from '../session/sign-in';
import { tokenStorage } from '../session/token-storage';

export type SignInPageProps = {
  /** Called with the session's token stored: the app takes over from there (loads the user, goes on). */
  onSignedIn: () => Promise<void>;
};

const followLink = (path: string) => window.location.assign(path);

function SignInForm({ onSignedIn }: SignInPageProps) {
  const [state, setState] = useState<Pick<LoginProps, 'status' | 'serverError'>>({ status: 'idle' });

  const submit = async (credentials: SigninRequest) => {
    setState({ status: 'submitting' });
    const signin = await signIn(credentials);
    if (!signin.ok) return setState({ status: 'idle', serverError: signin.message });
    tokenStorage.set(signin.token);
    // The form stays, sending, until the app replaces it; a reload then starts the app with the stored session.
    await onSignedIn().catch(() => setState({ status: 'idle', serverError: offlineMessage }));
  };

  return <Login {...state} onSubmit={submit} onNavigate={followLink} />;
}

/**
 * The sign-in form of a first visit, without the app: drawn at build time and hydrated by ./sign-in.tsx with React
 * and the form's own code only (no router, no session, no backend client until Ingresar).
 */
export function SignInPage(props: SignInPageProps) {
  return (
    <StrictMode>
      <ThemeRoot>
        <SignInForm {...props} />
      </ThemeRoot>
    </StrictMode>
  );
}
