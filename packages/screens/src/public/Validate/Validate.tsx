import { Button, EmailField, InlineAlert, TextField } from '@horizontal/ui';
import { useState } from 'react';
import { type ActionResult, checkEmail, onlyProblems, PublicForm, useForm, useSubmission } from '../../shared/forms';
import { NavLink } from '../../shared/NavLink';
import { PublicPage, publicPageStyles } from '../../shared/PublicPage';

export const VALIDATION_CODE_LENGTH = 6;

/** What the screen sends to POST /auth/validate. */
export type ValidateRequest = { email: string; code: string };

export type ValidateProps = {
  /** The e-mail the code was sent to, when the person comes from /forgot. */
  initialEmail?: string;
  onSubmit: (request: ValidateRequest) => Promise<ActionResult>;
  onNavigate: (path: string) => void;
};

type Form = ValidateRequest;

const validateCode = (code: string): string | null => {
  if (code === '') return `Ingrese el código de ${VALIDATION_CODE_LENGTH} dígitos que le enviamos por correo.`;
  if (code.length !== VALIDATION_CODE_LENGTH) {
    return `El código tiene ${VALIDATION_CODE_LENGTH} números (ingresó ${code.length}).`;
  }
  return null;
};

const validate = (form: Form) => onlyProblems<Form>({ email: checkEmail(form.email), code: validateCode(form.code) });

/** /validate: the e-mail and the 6-digit code sent by /forgot (SPEC §2, POST /auth/validate). */
export function Validate({ initialEmail = '', onSubmit, onNavigate }: ValidateProps) {
  const form = useForm<Form>({ initial: { email: initialEmail, code: '' }, validate });
  const { submitting, serverError, run } = useSubmission();
  const [validated, setValidated] = useState(false);

  const submit = form.handleSubmit(async (current) => {
    const result = await run(() => onSubmit({ email: current.email.trim(), code: current.code }));
    if (result?.ok) setValidated(true);
  });

  const links = (
    <>
      <NavLink className={publicPageStyles.link} to="/forgot" onNavigate={onNavigate}>
        Pedir un código nuevo
      </NavLink>
      <NavLink className={publicPageStyles.link} to="/login" onNavigate={onNavigate}>
        Volver a iniciar sesión
      </NavLink>
    </>
  );

  if (validated) {
    return (
      <PublicPage title="Código verificado" links={links}>
        <InlineAlert tone="success" title="Su código es correcto">
          Siga las indicaciones que le enviamos a {form.values.email.trim()} para ingresar. Al hacerlo, el sistema le
          pedirá que elija una contraseña nueva.
        </InlineAlert>
        <Button fullWidth onClick={() => onNavigate('/login')}>
          Iniciar sesión
        </Button>
      </PublicPage>
    );
  }

  return (
    <PublicPage
      title="Ingresar el código"
      description="Escriba el código de 6 dígitos que le enviamos por correo electrónico."
      links={links}
    >
      <PublicForm formRef={form.formRef} onSubmit={submit} label="Validar código" serverError={serverError}>
        <EmailField {...form.field('email')} autoComplete="username" autoFocus={initialEmail === ''} required />
        <TextField
          label="Código de verificación"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus={initialEmail !== ''}
          required
          hint="6 números, sin espacios."
          value={form.values.code}
          error={form.errors.code}
          // A code pasted as "123 456" or "123-456" still counts.
          onChange={(code) => form.setValue('code', code.replace(/\D/g, '').slice(0, VALIDATION_CODE_LENGTH))}
          onBlur={() => form.touch('code')}
        />
        <Button type="submit" fullWidth loading={submitting}>
          Validar código
        </Button>
      </PublicForm>
    </PublicPage>
  );
}
