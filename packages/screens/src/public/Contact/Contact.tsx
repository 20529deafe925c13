import {
  CONTACT_FIELD_NAMES,
  CONTACT_GUARD,
  CONTACT_LIMITS,
  type ContactErrors,
  type ContactFields,
  validateContact,
} from '@horizontal/domain';
import { Button, EmailField, InlineAlert, PhoneField, TextArea, TextField } from '@horizontal/ui';
import { useLayoutEffect, useState } from 'react';
import { type ActionResult, useForm, useSubmission } from '../../shared/forms';
import { NavLink } from '../../shared/NavLink';
import { PublicPage, publicPageStyles } from '../../shared/PublicPage';
import * as styles from './Contact.css';

/** What the screen sends to POST /auth/contact: the fields, and the form's guards against bots (CONTACT_GUARD). */
export type ContactRequest = ContactFields & { website: string; formToken?: string };

/** A form the server drew after a send without JavaScript: what was sent, what it found wrong, or that it went. */
export type ContactDrawn = {
  values?: Partial<ContactFields>;
  errors?: ContactErrors;
  refusal?: string;
  sent?: boolean;
};

export type ContactProps = {
  /** When the server drew the form, signed (the page of /contact has one; the app's route has none). */
  formToken?: string;
  drawn?: ContactDrawn;
  onSubmit: (request: ContactRequest) => Promise<ActionResult>;
  onNavigate: (path: string) => void;
};

const empty: ContactFields = { name: '', email: '', phone: '', company: '', message: '' };

/** Where a form sent without JavaScript goes: the server checks it and draws this screen again (server/contact-page). */
export const CONTACT_PATH = '/contact';

/**
 * /contact: a visitor writes to the Horizontal team (SPEC §2, POST /auth/contact). The page arrives drawn and works
 * without JavaScript: the form then posts itself to /contact, and the server answers with this screen drawn again.
 */
export function Contact({ formToken, drawn, onSubmit, onNavigate }: ContactProps) {
  const form = useForm<ContactFields>({
    initial: { ...empty, ...drawn?.values },
    validate: validateContact,
    submitted: drawn?.errors !== undefined && Object.keys(drawn.errors).length > 0,
  });
  const { submitting, serverError, run } = useSubmission();
  const [sent, setSent] = useState(drawn?.sent === true);
  const [website, setWebsite] = useState('');

  // The page arrives drawn and is run a moment later: what was typed (or filled in by the browser) meanwhile is in
  // the fields, not in the state, and the next render would clear it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the markup as it was found.
  useLayoutEffect(() => {
    const fields = form.formRef.current?.elements;
    const typed = (name: string) => {
      const field = fields?.namedItem(name);
      return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : null;
    };
    for (const name of CONTACT_FIELD_NAMES) {
      const value = typed(name);
      if (value !== null && value !== form.values[name]) form.setValue(name, value);
    }
    setWebsite(typed(CONTACT_GUARD.honeypotField) ?? '');
  }, []);

  const submit = form.handleSubmit(async (current) => {
    const request: ContactRequest = {
      name: current.name.trim(),
      email: current.email.trim(),
      phone: current.phone,
      company: current.company.trim(),
      message: current.message.trim(),
      website,
      ...(formToken ? { formToken } : {}),
    };
    const result = await run(() => onSubmit(request));
    if (result?.ok) setSent(true);
  });

  const links = (
    <>
      <NavLink className={publicPageStyles.link} to="/" onNavigate={onNavigate}>
        Volver al inicio
      </NavLink>
      <NavLink className={publicPageStyles.link} to="/policy" onNavigate={onNavigate}>
        Política de Privacidad
      </NavLink>
    </>
  );

  if (sent) {
    return (
      <PublicPage title="Consulta enviada" links={links}>
        <InlineAlert tone="success" title="Recibimos su consulta">
          Le enviamos una confirmación a su correo electrónico. Una persona del equipo de Horizontal le responderá
          dentro de un día hábil, por correo o por teléfono si nos dejó uno.
        </InlineAlert>
      </PublicPage>
    );
  }

  const refusal = serverError ?? drawn?.refusal;
  return (
    <PublicPage
      title="Contacto"
      description="¿Administra complejos o busca quién administre el suyo? Escríbanos y le responderemos dentro de un día hábil."
      links={links}
    >
      {refusal && <InlineAlert tone="danger">{refusal}</InlineAlert>}
      {/* Without JavaScript the browser posts it to the server, which checks it and answers with the page. */}
      <form
        ref={form.formRef}
        method="post"
        action={CONTACT_PATH}
        className={publicPageStyles.form}
        onSubmit={submit}
        noValidate
        aria-label="Contacto"
      >
        <TextField
          {...form.field('name')}
          label="Nombre"
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          required
        />
        <EmailField {...form.field('email')} autoComplete="email" required />
        <PhoneField {...form.field('phone')} label="Teléfono (opcional)" />
        <TextField
          {...form.field('company')}
          label="Complejo o dirección (opcional)"
          autoComplete="street-address"
          maxLength={CONTACT_LIMITS.company}
        />
        <TextArea {...form.field('message')} label="Consulta" rows={6} maxLength={CONTACT_LIMITS.message} required />
        {/* People never see this field; a bot fills every field it finds, and the server refuses what it sends. */}
        <div className={styles.trap} aria-hidden="true">
          <label>
            Deje este campo vacío
            <input
              name={CONTACT_GUARD.honeypotField}
              value={website}
              onChange={(event) => setWebsite(event.target.value)}
              tabIndex={-1}
              autoComplete="off"
            />
          </label>
        </div>
        {formToken && <input type="hidden" name={CONTACT_GUARD.tokenField} value={formToken} />}
        <Button type="submit" fullWidth loading={submitting}>
          Enviar consulta
        </Button>
      </form>
    </PublicPage>
  );
}
