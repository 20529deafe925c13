import { Login } from '@horizontal/screens';
import { ThemeRoot } from '@horizontal/ui';
import { StrictMode } from 'react';
import { offlineMessage, useSignInForm } from '../session/sign-in';
import { tokenStorage } from '../session/token-storage';

export type SignInPageProps = {
  /** Called with the session's token stored: the app takes over from there (loads the user, goes on). */
  onSignedIn: () => Promise<void>;
};

const followLink = (path: string) => window.location.assign(path);

function SignInForm({ onSignedIn }: SignInPageProps) {
  const form = useSignInForm((token) => {
    tokenStorage.set(token);
    // The form stays, sending, until the app replaces it; a reload then starts the app with the stored session.
    return onSignedIn().then(
      () => null,
      () => offlineMessage,
    );
  });
  return <Login {...form} onNavigate={followLink} />;
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
