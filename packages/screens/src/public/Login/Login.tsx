import type { SigninRequest } from '@horizontal/domain';
// The plain validator, not signinRequestSchema: the form says the same without carrying zod (issue #7).
import { validateSignin } from '@horizontal/domain';
import { Button, InlineAlert, PasswordField, TextField } from '@horizontal/ui';
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { useHydrated } from '../../shared/forms';
import { NavLink } from '../../shared/NavLink';
import { PublicPage, publicPageStyles } from '../../shared/PublicPage';

export type LoginProps = {
  status: 'idle' | 'submitting';
  /** The server's message after a failed sign-in. */
  serverError?: string;
  initialEmail?: string;
  onSubmit: (credentials: SigninRequest) => void;
  onNavigate: (path: string) => void;
};

export function Login({ status, serverError, initialEmail = '', onSubmit, onNavigate }: LoginProps) {
  const [credentials, setCredentials] = useState<SigninRequest>({ email: initialEmail, password: '' });
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? validateSignin(credentials) : {};
  const submitting = status === 'submitting';
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);

  // The page may arrive drawn before the app runs it: what was typed (or filled in by the browser) meanwhile is in
  // the fields, not in the state, and the next render would clear it.
  useLayoutEffect(() => {
    const fields = form.current?.elements;
    const typed = (name: string) => {
      const field = fields?.namedItem(name);
      return field instanceof HTMLInputElement ? field.value : '';
    };
    const email = typed('email');
    const password = typed('password');
    if (email || password) setCredentials((current) => ({ email: email || current.email, password }));
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (submitting || Object.keys(validateSignin(credentials)).length > 0) return;
    onSubmit({ email: credentials.email.trim(), password: credentials.password });
  };

  return (
    <PublicPage
      title="Iniciar sesión"
      links={
        <>
          <NavLink className={publicPageStyles.link} to="/forgot" onNavigate={onNavigate}>
            ¿Olvidó su contraseña?
          </NavLink>
          <NavLink className={publicPageStyles.link} to="/access" onNavigate={onNavigate}>
            Solicitar acceso
          </NavLink>
          <NavLink className={publicPageStyles.link} to="/terms" onNavigate={onNavigate}>
            Términos y Condiciones
          </NavLink>
          <NavLink className={publicPageStyles.link} to="/policy" onNavigate={onNavigate}>
            Política de Privacidad
          </NavLink>
        </>
      }
    >
      {serverError && <InlineAlert tone="danger">{serverError}</InlineAlert>}
      {/* post: should the browser ever send it by itself, the password never goes into the address. */}
      <form
        ref={form}
        method="post"
        className={publicPageStyles.form}
        onSubmit={submit}
        noValidate
        aria-label="Iniciar sesión"
      >
        <TextField
          label="Correo electrónico"
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          autoFocus
          required
          value={credentials.email}
          error={errors.email}
          onChange={(email) => setCredentials((current) => ({ ...current, email }))}
        />
        <PasswordField
          label="Contraseña"
          name="password"
          required
          value={credentials.password}
          error={errors.password}
          onChange={(password) => setCredentials((current) => ({ ...current, password }))}
        />
        <Button type="submit" fullWidth loading={submitting} disabled={!hydrated}>
          {submitting ? 'Ingresando…' : 'Ingresar'}
        </Button>
      </form>
    </PublicPage>
  );
}
