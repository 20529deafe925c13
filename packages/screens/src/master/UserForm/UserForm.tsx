import type { BuildingOption, Option, User, UserRole } from '@horizontal/domain';
import { roleNames, userMessages, validateCi, validatePhone } from '@horizontal/domain';
import { Button, Card, DescriptionList, InlineAlert, MultiSelect, Select, StatusBadge } from '@horizontal/ui';
import { FormActions } from '../../shared/FormActions';
import { FormScreen, OptionsUnavailable, RecordForm } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import {
  type ActionResult,
  checkEmail,
  type FormState,
  onlyProblems,
  useSavingForm,
  validatePersonName,
} from '../../shared/forms';
import { activeStatusBadges } from '../../shared/labels';
import * as layout from '../../shared/layout.css';
import { PersonCard, PersonFields } from '../../shared/PersonFields';
import type { UserValues } from '../types';

/** A role to offer, with the administradora it belongs to (null: the global ones, maestro and administrador). */
export type UserFormRole = UserRole & { companyId: number | null };

export type UserFormOptions =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      roles: readonly UserFormRole[];
      companies: readonly Option[];
      buildings: readonly BuildingOption[];
    };

export type UserFormProps = {
  state: FormState<User>;
  /** Roles (GET /general/roles/{id}), administradoras and their complejos to choose from. */
  options: UserFormOptions;
  /** POST /users/create in CREATE mode, PUT /users/update in MODIFY mode. */
  onSubmit: (values: UserValues) => Promise<ActionResult>;
  onSaved: (values: UserValues) => void;
  onCancel: () => void;
  onEdit?: () => void;
  onRetry?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
};

type Form = {
  name: string;
  identity: string;
  email: string;
  phone: string;
  roleId: string;
  companyId: string;
  buildingIds: string[];
};

/** The master works across administradoras; every other role belongs to one and to some of its complejos. */
const isMasterRole = (roles: readonly UserRole[], roleId: string) =>
  roles.find((role) => String(role.id) === roleId)?.name === roleNames.master;

const validateWith = (roles: readonly UserRole[]) => (form: Form) => {
  const master = isMasterRole(roles, form.roleId);
  return onlyProblems<Form>({
    name: validatePersonName(form.name),
    identity: validateCi(form.identity),
    email: checkEmail(form.email),
    phone: validatePhone(form.phone),
    roleId: form.roleId === '' ? 'Seleccione el rol del usuario.' : null,
    companyId: !master && form.companyId === '' ? 'Seleccione la administradora del usuario.' : null,
    // The spec's own words for a missing complejo.
    buildingIds: !master && form.buildingIds.length === 0 ? '¡Debe seleccionar un complejo!' : null,
  });
};

const toValuesWith =
  (roles: readonly UserRole[]) =>
  (form: Form): UserValues => {
    const master = isMasterRole(roles, form.roleId);
    return {
      name: form.name.trim(),
      identity: form.identity,
      email: form.email.trim(),
      phone: form.phone,
      roleId: Number(form.roleId),
      companyId: master ? null : Number(form.companyId),
      buildingIds: master ? [] : form.buildingIds.map(Number),
    };
  };

type EditorProps = Omit<UserFormProps, 'state' | 'onEdit'> & { user: User | null };

function UserEditor({ user, options, onSubmit, onSaved, onCancel, onDirtyChange, onRetry }: EditorProps) {
  const ready = options.status === 'ready';
  const roles = ready ? options.roles : [];
  const form = useSavingForm<Form, UserValues>({
    fieldOf: (message) => (message === userMessages.emailTaken ? 'email' : undefined),
    initial: {
      name: user?.name ?? '',
      identity: user?.identity ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      roleId: user ? String(user.roleId) : '',
      companyId: user?.companyId ? String(user.companyId) : '',
      buildingIds: user ? user.buildings.map((building) => String(building.id)) : [],
    },
    validate: validateWith(roles),
    toRequest: toValuesWith(roles),
    onSubmit,
    onSaved,
    onDirtyChange,
  });
  const { values, errors, setValue, touch } = form;
  const master = isMasterRole(roles, values.roleId);
  // The global roles, and the profiles of the chosen administradora only: never another company's.
  const offeredRoles = roles.filter((role) => role.companyId === null || String(role.companyId) === values.companyId);
  const buildingOptions = ready
    ? options.buildings
        .filter((building) => String(building.companyId) === values.companyId)
        .map((building) => ({ value: String(building.id), label: building.name }))
    : [];
  const title = user ? 'Modificar usuario' : 'Nuevo usuario';

  return (
    <FormScreen
      title={title}
      description={
        user ? user.name : 'Cree el usuario de una persona de una administradora, o de otro usuario maestro.'
      }
      serverError={form.serverError}
    >
      {options.status === 'error' && (
        <OptionsUnavailable
          title="No se pudieron cargar los roles y las administradoras"
          message={options.message}
          onRetry={onRetry}
        />
      )}
      {!user && (
        <InlineAlert tone="info">
          El usuario recibirá por correo una contraseña temporal y deberá cambiarla la primera vez que ingrese.
        </InlineAlert>
      )}
      <form ref={form.formRef} className={layout.form} onSubmit={form.submit} noValidate aria-label={title}>
        <PersonFields form={form} />
        <FormSection title="Acceso">
          <Select
            label="Rol"
            name="roleId"
            required
            placeholder={options.status === 'loading' ? 'Cargando roles…' : 'Seleccione el rol'}
            disabled={!ready}
            hint={
              values.companyId === '' && !master
                ? 'Los perfiles propios de una administradora aparecen al elegirla.'
                : undefined
            }
            options={offeredRoles.map((role) => ({ value: String(role.id), label: role.description }))}
            value={values.roleId}
            error={errors.roleId}
            onChange={(roleId) => {
              setValue('roleId', roleId);
              touch('roleId');
            }}
          />
          {master ? (
            <p className={layout.note}>
              Un usuario maestro administra todas las administradoras; no se le asignan complejos.
            </p>
          ) : (
            <Select
              label="Administradora"
              name="companyId"
              required
              placeholder="Seleccione la administradora"
              disabled={!ready}
              options={
                ready ? options.companies.map((company) => ({ value: String(company.id), label: company.name })) : []
              }
              value={values.companyId}
              error={errors.companyId}
              onChange={(companyId) => {
                setValue('companyId', companyId);
                // Complejos and profiles of another administradora cannot stay chosen.
                setValue('buildingIds', []);
                const role = roles.find((candidate) => String(candidate.id) === values.roleId);
                if (role?.companyId != null && String(role.companyId) !== companyId) setValue('roleId', '');
                touch('companyId');
              }}
            />
          )}
        </FormSection>
        {!master && (
          <FormSection title="Complejos" columns={1}>
            <MultiSelect
              label="Complejos que puede administrar"
              required
              hint={values.companyId === '' ? 'Primero elija la administradora.' : 'Puede elegir varios.'}
              disabled={!ready || values.companyId === ''}
              options={buildingOptions}
              value={buildingOptions.filter((option) => values.buildingIds.includes(option.value))}
              error={errors.buildingIds}
              onChange={(chosen) => {
                setValue(
                  'buildingIds',
                  chosen.map((option) => option.value),
                );
                touch('buildingIds');
              }}
            />
          </FormSection>
        )}
        <FormActions
          submitLabel={user ? 'Guardar cambios' : 'Crear usuario'}
          submitting={form.submitting}
          dirty={form.dirty}
          onCancel={onCancel}
        />
      </form>
    </FormScreen>
  );
}

type DetailProps = { user: User; onEdit?: () => void };

function UserDetail({ user, onEdit }: DetailProps) {
  const status = activeStatusBadges[user.status];
  return (
    <FormScreen
      title={user.name}
      description="Usuario"
      meta={<StatusBadge label={status.label} tone={status.tone} />}
      actions={onEdit && <Button onClick={onEdit}>Modificar</Button>}
    >
      <PersonCard person={user} />
      <Card title="Acceso">
        <DescriptionList
          items={[
            { term: 'Rol', description: user.role.description },
            { term: 'Administradora', description: user.company?.name },
            { term: 'Complejos', description: user.buildings.map((building) => building.name).join(', ') },
          ]}
        />
      </Card>
    </FormScreen>
  );
}

/** /usuarios/nuevo and /usuarios/modificar, and a user's detail (SPEC §2). */
export function UserForm({ state, onEdit, onRetry, ...editor }: UserFormProps) {
  return (
    <RecordForm
      state={state}
      titles={{ DETAIL: 'Usuario', MODIFY: 'Modificar usuario' }}
      loadingLabel="Cargando el usuario…"
      onRetry={onRetry}
      onBack={editor.onCancel}
      create={() => <UserEditor {...editor} onRetry={onRetry} user={null} />}
      detail={(user) => <UserDetail user={user} onEdit={onEdit} />}
      modify={(user) => <UserEditor key={user.id} {...editor} onRetry={onRetry} user={user} />}
    />
  );
}
