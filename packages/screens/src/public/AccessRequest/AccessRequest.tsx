import { validatePhone } from '@horizontal/domain';
import { Button, Checkbox, EmailField, InlineAlert, PhoneField, Select, TextArea, TextField } from '@horizontal/ui';
import { useState } from 'react';
import { FormActions } from '../../shared/FormActions';
import { OptionsUnavailable } from '../../shared/FormScreen';
import {
  type ActionResult,
  checkEmail,
  onlyProblems,
  PERSON_NAME_MAX,
  PublicForm,
  useForm,
  useSubmission,
  validatePersonName,
} from '../../shared/forms';
import { NavLink } from '../../shared/NavLink';
import { PublicPage, publicPageStyles } from '../../shared/PublicPage';

export type AccessRequestCompany = { id: number; name: string };
export type AccessRequestBuilding = { id: number; name: string; companyId: number };

/** What the screen sends to POST /auth/access. */
export type AccessRequestValues = {
  name: string;
  email: string;
  phone: string;
  companyId: number;
  buildingId: number;
  message: string;
};

export type AccessRequestProps = {
  /** The administradoras and their complejos a person can ask to join. */
  options:
    | { status: 'loading' }
    | { status: 'error'; message: string }
    | {
        status: 'ready';
        companies: readonly AccessRequestCompany[];
        buildings: readonly AccessRequestBuilding[];
      };
  /** For an app that loads a company's complejos only once it is chosen. */
  onCompanyChange?: (companyId: number) => void;
  onRetry?: () => void;
  onSubmit: (request: AccessRequestValues) => Promise<ActionResult>;
  onNavigate: (path: string) => void;
};

export const ACCESS_MESSAGE_MAX = 500;

type Form = {
  name: string;
  email: string;
  phone: string;
  companyId: string;
  buildingId: string;
  message: string;
  acceptsPolicy: boolean;
};

const empty: Form = {
  name: '',
  email: '',
  phone: '',
  companyId: '',
  buildingId: '',
  message: '',
  acceptsPolicy: false,
};

const validate = (form: Form) =>
  onlyProblems<Form>({
    name: validatePersonName(form.name),
    email: checkEmail(form.email),
    phone: validatePhone(form.phone),
    companyId: form.companyId === '' ? 'Seleccione la administradora de su complejo.' : null,
    // The spec's own words for a missing complejo.
    buildingId: form.buildingId === '' ? '¡Debe seleccionar un complejo!' : null,
    message:
      form.message.length > ACCESS_MESSAGE_MAX
        ? `El mensaje no puede superar los ${ACCESS_MESSAGE_MAX} caracteres.`
        : null,
    // Ley 18.331 asks for informed consent before personal data is collected.
    acceptsPolicy: form.acceptsPolicy ? null : 'Debe aceptar la Política de Privacidad para enviar la solicitud.',
  });

/** /access: a person asks the administradora of a complejo for a user (SPEC §2, POST /auth/access). */
export function AccessRequest({ options, onCompanyChange, onRetry, onSubmit, onNavigate }: AccessRequestProps) {
  const form = useForm<Form>({ initial: empty, validate });
  const { submitting, serverError, run } = useSubmission();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { values, errors, setValue, touch } = form;

  const companies = options.status === 'ready' ? options.companies : [];
  const buildings =
    options.status === 'ready'
      ? options.buildings.filter((building) => String(building.companyId) === values.companyId)
      : [];

  const submit = form.handleSubmit(async (current) => {
    const request: AccessRequestValues = {
      name: current.name.trim(),
      email: current.email.trim(),
      phone: current.phone,
      companyId: Number(current.companyId),
      buildingId: Number(current.buildingId),
      message: current.message.trim(),
    };
    const result = await run(() => onSubmit(request));
    if (result?.ok) setSentTo(request.email);
  });

  const links = (
    <>
      <NavLink className={publicPageStyles.link} to="/login" onNavigate={onNavigate}>
        Ya tengo usuario: ingresar
      </NavLink>
      <NavLink className={publicPageStyles.link} to="/terms" onNavigate={onNavigate}>
        Términos y Condiciones
      </NavLink>
      <NavLink className={publicPageStyles.link} to="/policy" onNavigate={onNavigate}>
        Política de Privacidad
      </NavLink>
    </>
  );

  if (sentTo !== null) {
    return (
      <PublicPage title="Solicitud enviada" links={links}>
        <InlineAlert tone="success" title="Recibimos su solicitud de acceso">
          La administradora de su complejo la revisará y le escribirá a {sentTo} cuando su usuario esté listo.
        </InlineAlert>
        <Button onClick={() => onNavigate('/')}>Volver al inicio</Button>
      </PublicPage>
    );
  }

  return (
    <PublicPage
      title="Solicitar acceso"
      description="Complete sus datos y elija su complejo. La administradora recibirá la solicitud y le creará un usuario."
      links={links}
    >
      {options.status === 'error' && (
        <OptionsUnavailable
          title="No se pudo cargar la lista de complejos"
          message={options.message}
          onRetry={onRetry}
        />
      )}
      <PublicForm formRef={form.formRef} onSubmit={submit} label="Solicitar acceso" serverError={serverError}>
        <TextField
          label="Nombre y apellido"
          {...form.field('name')}
          autoComplete="name"
          autoFocus
          required
          maxLength={PERSON_NAME_MAX}
        />
        <EmailField {...form.field('email')} required />
        <PhoneField {...form.field('phone')} required />
        <Select
          label="Administradora"
          name="companyId"
          required
          placeholder={options.status === 'loading' ? 'Cargando administradoras…' : 'Seleccione la administradora'}
          disabled={options.status !== 'ready'}
          options={companies.map((company) => ({ value: String(company.id), label: company.name }))}
          value={values.companyId}
          error={errors.companyId}
          onChange={(companyId) => {
            setValue('companyId', companyId);
            setValue('buildingId', '');
            touch('companyId');
            onCompanyChange?.(Number(companyId));
          }}
        />
        <Select
          label="Complejo"
          name="buildingId"
          required
          placeholder="Seleccione su complejo"
          hint={values.companyId === '' ? 'Primero elija la administradora.' : undefined}
          disabled={values.companyId === '' || buildings.length === 0}
          options={buildings.map((building) => ({ value: String(building.id), label: building.name }))}
          value={values.buildingId}
          error={errors.buildingId}
          onChange={(buildingId) => {
            setValue('buildingId', buildingId);
            touch('buildingId');
          }}
        />
        <TextArea
          label="Mensaje para la administradora"
          {...form.field('message')}
          hint="Opcional: por ejemplo, su apartamento o su función en el complejo."
          rows={3}
          maxLength={ACCESS_MESSAGE_MAX}
        />
        <Checkbox
          label="Leí la Política de Privacidad y acepto que mis datos se usen para gestionar esta solicitud."
          checked={values.acceptsPolicy}
          required
          error={errors.acceptsPolicy}
          onChange={(accepts) => {
            setValue('acceptsPolicy', accepts);
            touch('acceptsPolicy');
          }}
        />
        <FormActions
          submitLabel="Enviar solicitud"
          submitting={submitting}
          dirty={form.dirty}
          onCancel={() => onNavigate('/')}
        />
      </PublicForm>
    </PublicPage>
  );
}
