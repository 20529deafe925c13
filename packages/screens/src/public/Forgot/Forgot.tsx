import { Button, EmailField, InlineAlert } from '@horizontal/ui';
import { useState } from 'react';
import { type ActionResult, checkEmail, onlyProblems, PublicForm, useForm, useSubmission } from '../../shared/forms';
import { NavLink } from '../../shared/NavLink';
import { PublicPage, publicPageStyles } from '../../shared/PublicPage';

/** What the screen sends to POST /auth/forgot. */
export type ForgotRequest = { email: string };

export type ForgotProps = {
  initialEmail?: string;
  onSubmit: (request: ForgotRequest) => Promise<ActionResult>;
  /** "Ingresar el código": the app opens /validate for this e-mail. */
  onContinue: (email: string) => void;
  onNavigate: (path: string) => void;
};

type Form = { email: string };

const validate = (form: Form) => onlyProblems<Form>({ email: checkEmail(form.email) });

/** /forgot: asks for the e-mail and sends a code to it (SPEC §2, POST /auth/forgot). */
export function Forgot({ initialEmail = '', onSubmit, onContinue, onNavigate }: ForgotProps) {
  const form = useForm<Form>({ initial: { email: initialEmail }, validate });
  const { submitting, serverError, run } = useSubmission();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resent, setResent] = useState(false);

  const send = async (email: string) => {
    const result = await run(() => onSubmit({ email }));
    if (result?.ok) setSentTo(email);
    return result;
  };

  const submit = form.handleSubmit((current) => void send(current.email.trim()));

  const links = (
    <NavLink className={publicPageStyles.link} to="/login" onNavigate={onNavigate}>
      Volver a iniciar sesión
    </NavLink>
  );

  if (sentTo !== null) {
    return (
      <PublicPage title="Revise su correo" links={links}>
        <InlineAlert tone="success" title="Le enviamos un código">
          Le enviamos un código de 6 dígitos a {sentTo}. Si no lo ve en unos minutos, revise la carpeta de correo no
          deseado.
        </InlineAlert>
        {serverError && <InlineAlert tone="danger">{serverError}</InlineAlert>}
        {resent && !serverError && <InlineAlert tone="info">Le enviamos un código nuevo.</InlineAlert>}
        <Button fullWidth onClick={() => onContinue(sentTo)}>
          Ingresar el código
        </Button>
        <Button
          variant="ghost"
          fullWidth
          loading={submitting}
          onClick={() => void send(sentTo).then((result) => setResent(result?.ok === true))}
        >
          Reenviar el código
        </Button>
      </PublicPage>
    );
  }

  return (
    <PublicPage
      title="Recuperar contraseña"
      description="Ingrese el correo electrónico de su usuario y le enviaremos un código para crear una contraseña nueva."
      links={links}
    >
      <PublicForm formRef={form.formRef} onSubmit={submit} label="Recuperar contraseña" serverError={serverError}>
        <EmailField {...form.field('email')} autoComplete="username" autoFocus required />
        <Button type="submit" fullWidth loading={submitting}>
          Enviar código
        </Button>
      </PublicForm>
    </PublicPage>
  );
}
