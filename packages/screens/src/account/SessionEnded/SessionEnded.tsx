import { Button, Dialog, InlineAlert, PasswordField } from '@horizontal/ui';
import { type FormEvent, useId, useState } from 'react';
import { type ActionResult, UNREACHABLE_MESSAGE } from '../../shared/forms';
import * as styles from './SessionEnded.css';

export type SessionEndedProps = {
  /** Why it ended, as the server or the other tab said it: «Su sesión expiró o fue cerrada…». */
  reason: string;
  /** Whose session it was: the same person signs in again, so only the password is asked. */
  email: string;
  /** POST /auth/signin with this e-mail; the app keeps the new token and the screen stays as it was. */
  onSignIn: (password: string) => Promise<ActionResult>;
  /** «Salir sin guardar»: to the sign-in page, losing what was typed (the person chose it). */
  onLeave: () => void;
  /** Closed without choosing: the person stays on the screen (to copy what they wrote); the next call asks again. */
  onDismiss: () => void;
};

/**
 * The session ended under a form with changes (issue #30, item 4): signing in again here keeps the screen and what
 * was typed, where a trip through the sign-in page would lose it.
 */
export function SessionEnded({ reason, email, onSignIn, onLeave, onDismiss }: SessionEndedProps) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const formId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setProblem('Ingrese su contraseña.');
      return;
    }
    setSubmitting(true);
    const result = await onSignIn(password).catch(() => ({ ok: false as const, message: UNREACHABLE_MESSAGE }));
    setSubmitting(false);
    if (!result.ok) setProblem(result.message);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      size="sm"
      title="Su sesión terminó"
      description="Ingrese de nuevo para guardar lo que escribió: el formulario queda como lo dejó."
      footer={
        <>
          <Button variant="secondary" onClick={onLeave}>
            Salir sin guardar
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            Ingresar y seguir
          </Button>
        </>
      }
    >
      <InlineAlert tone="warning">{reason}</InlineAlert>
      <form id={formId} className={styles.form} onSubmit={submit} noValidate aria-label="Ingresar de nuevo">
        <p className={styles.account}>
          Cuenta: <strong>{email}</strong>
        </p>
        <PasswordField
          label="Contraseña"
          name="password"
          required
          value={password}
          error={problem}
          onChange={(next) => {
            setPassword(next);
            setProblem(undefined);
          }}
        />
      </form>
    </Dialog>
  );
}
