import { validatePassword } from '@horizontal/domain';
import { Button, InlineAlert, PageHeader, PasswordField } from '@horizontal/ui';
import { useState } from 'react';
import { FormActions } from '../../shared/FormActions';
import {
  type ActionResult,
  onlyProblems,
  PublicForm,
  useForm,
  useSubmission,
  useUnsavedChanges,
} from '../../shared/forms';
import { PublicPage } from '../../shared/PublicPage';
import * as styles from './ChangePassword.css';

/** What the screen sends to POST /auth/change. */
export type ChangePasswordRequest = { currentPassword: string; newPassword: string };

export type ChangePasswordProps = {
  /**
   * A newly created user (indCreated) must replace the password it was given before using the app: the
   * screen then stands alone, explains why, and offers no way back, only signing out (SPEC §2).
   */
  forced?: boolean;
  onSubmit: (request: ChangePasswordRequest) => Promise<ActionResult>;
  /** After the change succeeded, e.g. to go to /home. */
  onChanged?: () => void;
  /** Cancelar; not offered when the change is forced. */
  onCancel?: () => void;
  onSignOut?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
};

type Form = { currentPassword: string; newPassword: string; repeatPassword: string };

const empty: Form = { currentPassword: '', newPassword: '', repeatPassword: '' };

const validate = (form: Form) =>
  onlyProblems<Form>({
    currentPassword: form.currentPassword === '' ? 'Ingrese su contraseña actual.' : null,
    newPassword:
      validatePassword(form.newPassword) ??
      (form.newPassword === form.currentPassword ? 'La nueva contraseña debe ser distinta de la actual.' : null),
    repeatPassword:
      form.repeatPassword === ''
        ? 'Repita la nueva contraseña.'
        : form.repeatPassword !== form.newPassword
          ? 'Las contraseñas no coinciden: escriba la misma contraseña nueva en los dos campos.'
          : null,
  });

/** /change: current, new and repeated password, with the rules ticked off while typing (SPEC §2 and §5). */
export function ChangePassword({
  forced = false,
  onSubmit,
  onChanged,
  onCancel,
  onSignOut,
  onDirtyChange,
}: ChangePasswordProps) {
  const form = useForm<Form>({ initial: empty, validate });
  const { submitting, serverError, run } = useSubmission();
  const [changed, setChanged] = useState(false);
  useUnsavedChanges(form.dirty && !forced, onDirtyChange);

  const submit = form.handleSubmit(async (current) => {
    setChanged(false);
    const result = await run(() =>
      onSubmit({ currentPassword: current.currentPassword, newPassword: current.newPassword }),
    );
    if (!result?.ok) return;
    form.reset(empty);
    setChanged(true);
    onChanged?.();
  });

  const fields = (
    <PublicForm formRef={form.formRef} onSubmit={submit} label="Cambiar contraseña">
      <PasswordField
        label="Contraseña actual"
        {...form.field('currentPassword')}
        autoComplete="current-password"
        hint={forced ? 'La que recibió por correo al crearse su usuario.' : undefined}
        required
      />
      <PasswordField
        label="Nueva contraseña"
        {...form.field('newPassword')}
        autoComplete="new-password"
        required
        showRules
      />
      <PasswordField
        label="Repita la nueva contraseña"
        {...form.field('repeatPassword')}
        autoComplete="new-password"
        required
      />
      {forced ? (
        <Button type="submit" fullWidth loading={submitting}>
          Cambiar contraseña
        </Button>
      ) : (
        <FormActions submitLabel="Cambiar contraseña" submitting={submitting} dirty={form.dirty} onCancel={onCancel} />
      )}
    </PublicForm>
  );

  const messages = (
    <>
      {serverError && <InlineAlert tone="danger">{serverError}</InlineAlert>}
      {changed && (
        <InlineAlert tone="success">Su contraseña fue cambiada. Úsela la próxima vez que ingrese.</InlineAlert>
      )}
    </>
  );

  if (forced) {
    return (
      <PublicPage
        title="Cambie su contraseña"
        links={
          onSignOut && (
            <Button variant="ghost" size="sm" onClick={onSignOut}>
              Cerrar sesión
            </Button>
          )
        }
      >
        <InlineAlert tone="info" title="Antes de continuar">
          Su usuario es nuevo y la contraseña que recibió es temporal. Por su seguridad, elija una contraseña propia
          para poder usar el sistema.
        </InlineAlert>
        {messages}
        {fields}
      </PublicPage>
    );
  }

  return (
    <div className={styles.embedded}>
      <PageHeader
        title="Cambiar contraseña"
        description="Elija una contraseña que no use en otros sitios. La pediremos la próxima vez que ingrese."
      />
      {messages}
      <div className={styles.card}>{fields}</div>
    </div>
  );
}
