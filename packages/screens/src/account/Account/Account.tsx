import { formatCi, formatPhone, type ScreenMode, type SessionUser, validatePhone } from '@horizontal/domain';
import { Button, Card, DescriptionList, InlineAlert, PageHeader, PhoneField, TextField } from '@horizontal/ui';
import { useState } from 'react';
import { FormActions } from '../../shared/FormActions';
import { FormSection } from '../../shared/FormSection';
import {
  type ActionResult,
  onlyProblems,
  PERSON_NAME_MAX,
  useForm,
  useSubmission,
  useUnsavedChanges,
  validatePersonName,
} from '../../shared/forms';
import * as layout from '../../shared/layout.css';

export type AccountUser = Pick<SessionUser, 'name' | 'email' | 'identity' | 'phone' | 'role' | 'company'>;

/** What the screen sends to POST /auth/user: only what a person may change about itself. */
export type AccountUpdate = { name: string; phone: string };

export type AccountMode = Extract<ScreenMode, 'DETAIL' | 'MODIFY'>;

export type AccountProps = {
  user: AccountUser;
  initialMode?: AccountMode;
  onSubmit: (update: AccountUpdate) => Promise<ActionResult>;
  onChangePassword?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
};

const validate = (form: AccountUpdate) =>
  onlyProblems<AccountUpdate>({ name: validatePersonName(form.name), phone: validatePhone(form.phone) });

type EditorProps = {
  user: AccountUser;
  onSubmit: AccountProps['onSubmit'];
  onDone: (saved: AccountUpdate | null) => void;
  onDirtyChange?: (dirty: boolean) => void;
};

function AccountEditor({ user, onSubmit, onDone, onDirtyChange }: EditorProps) {
  const form = useForm<AccountUpdate>({ initial: { name: user.name, phone: user.phone }, validate });
  const { submitting, serverError, run } = useSubmission();
  useUnsavedChanges(form.dirty, onDirtyChange);

  const submit = form.handleSubmit(async (current) => {
    const update = { name: current.name.trim(), phone: current.phone };
    const result = await run(() => onSubmit(update));
    if (!result?.ok) return;
    form.reset(update);
    onDone(update);
  });

  return (
    <form ref={form.formRef} className={layout.form} onSubmit={submit} noValidate aria-label="Modificar mis datos">
      {serverError && <InlineAlert tone="danger">{serverError}</InlineAlert>}
      <FormSection title="Datos personales">
        <TextField
          label="Nombre y apellido"
          {...form.field('name')}
          autoComplete="name"
          required
          maxLength={PERSON_NAME_MAX}
        />
        <PhoneField {...form.field('phone')} required />
      </FormSection>
      <FormSection
        title="Datos de su usuario"
        description="El correo y la cédula identifican su usuario; para cambiarlos, pídaselo a su administradora."
      >
        <DescriptionList
          items={[
            { term: 'Correo electrónico', description: user.email },
            { term: 'Cédula de identidad', description: formatCi(user.identity) },
          ]}
        />
      </FormSection>
      <FormActions
        submitLabel="Guardar cambios"
        submitting={submitting}
        dirty={form.dirty}
        onCancel={() => onDone(null)}
      />
    </form>
  );
}

/** /account: the signed-in user's profile; name and phone can be changed (SPEC §2, POST /auth/user). */
export function Account({ user, initialMode = 'DETAIL', onSubmit, onChangePassword, onDirtyChange }: AccountProps) {
  const [mode, setMode] = useState<AccountMode>(initialMode);
  const [saved, setSaved] = useState<{ for: AccountUser; update: AccountUpdate } | null>(null);
  const [justSaved, setJustSaved] = useState(false);
  // What was just saved shows at once; a fresh user from the app (reloaded session) replaces it.
  const shown = saved && saved.for === user ? { ...user, ...saved.update } : user;

  const done = (update: AccountUpdate | null) => {
    if (update) setSaved({ for: user, update });
    setJustSaved(update !== null);
    setMode('DETAIL');
  };

  return (
    <div className={layout.formScreen}>
      <PageHeader
        title={mode === 'MODIFY' ? 'Modificar mis datos' : 'Mi cuenta'}
        description={mode === 'MODIFY' ? 'Actualice su nombre o su teléfono de contacto.' : undefined}
        actions={
          mode === 'DETAIL' && (
            <>
              {onChangePassword && (
                <Button variant="secondary" onClick={onChangePassword}>
                  Cambiar contraseña
                </Button>
              )}
              <Button
                onClick={() => {
                  setJustSaved(false);
                  setMode('MODIFY');
                }}
              >
                Modificar datos
              </Button>
            </>
          )
        }
      />
      {mode === 'MODIFY' ? (
        <AccountEditor user={shown} onSubmit={onSubmit} onDone={done} onDirtyChange={onDirtyChange} />
      ) : (
        <>
          {justSaved && <InlineAlert tone="success">Sus datos fueron actualizados.</InlineAlert>}
          <Card title="Datos personales">
            <DescriptionList
              items={[
                { term: 'Nombre y apellido', description: shown.name },
                { term: 'Correo electrónico', description: shown.email },
                { term: 'Cédula de identidad', description: formatCi(shown.identity) },
                { term: 'Teléfono', description: formatPhone(shown.phone) },
                { term: 'Rol', description: shown.role.description },
                ...(shown.company ? [{ term: 'Administradora', description: shown.company.name }] : []),
              ]}
            />
          </Card>
        </>
      )}
    </div>
  );
}
