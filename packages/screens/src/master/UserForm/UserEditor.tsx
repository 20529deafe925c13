import { type User, userMessages } from '@horizontal/domain';
import { Select } from '@horizontal/ui';
import { AccessFields, TemporaryPasswordNotice } from '../../shared/AccessFields';
import { RecordEditor } from '../../shared/FormScreen';
import { useSavingForm } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import { PersonFields } from '../../shared/PersonFields';
import type { UserFormProps } from './UserForm';
import { draftOf, isMasterRole, toValuesWith, type UserDraft, type UserValues, validateWith } from './user-form';

export type EditorProps = Omit<UserFormProps, 'state' | 'onEdit'> & { user: User | null };

/** Creates a user (who gets a temporary password by e-mail) or modifies one. */
export function UserEditor({ user, options, onSubmit, onSaved, onCancel, onDirtyChange, onRetry }: EditorProps) {
  const ready = options.status === 'ready';
  const roles = ready ? options.roles : [];
  const form = useSavingForm<UserDraft, UserValues>({
    fieldOf: (message) => (message === userMessages.emailTaken ? 'email' : undefined),
    initial: draftOf(user),
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
  const title = user ? 'Modificar usuario' : 'Nuevo usuario';

  return (
    <RecordEditor
      form={form}
      title={title}
      description={
        user ? user.name : 'Cree el usuario de una persona de una administradora, o de otro usuario maestro.'
      }
      options={{ state: options, unavailable: 'No se pudieron cargar los roles y las administradoras', onRetry }}
      notice={!user && <TemporaryPasswordNotice person="El usuario" />}
      submitLabel={user ? 'Guardar cambios' : 'Crear usuario'}
      onCancel={onCancel}
    >
      <PersonFields form={form} />
      <AccessFields
        form={form}
        disabled={!ready}
        role={{
          label: 'Rol',
          placeholder: options.status === 'loading' ? 'Cargando roles…' : 'Seleccione el rol',
          hint:
            values.companyId === '' && !master
              ? 'Los perfiles propios de una administradora aparecen al elegirla.'
              : undefined,
          options: offeredRoles,
        }}
        buildings={
          master
            ? null
            : {
                label: 'Complejos que puede administrar',
                hint: values.companyId === '' ? 'Primero elija la administradora.' : 'Puede elegir varios.',
                options: ready
                  ? options.buildings.filter((building) => String(building.companyId) === values.companyId)
                  : [],
                disabled: values.companyId === '',
                section: 'Complejos',
              }
        }
      >
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
      </AccessFields>
    </RecordEditor>
  );
}
