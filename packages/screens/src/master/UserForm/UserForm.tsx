import type { BuildingOption, Option, User, UserRole } from '@horizontal/domain';
import { RecordForm } from '../../shared/FormScreen';
import type { ActionResult, FormState } from '../../shared/forms';
import type { RecordHistoryProps } from '../../shared/RecordHistory';
import { UserDetail } from './UserDetail';
import { UserEditor } from './UserEditor';
import type { UserValues } from './user-form';

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
  /** Who created the record and who changed it last, at the foot of its detail. */
  history?: RecordHistoryProps;
  onRetry?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
};

/** /usuarios/nuevo and /usuarios/modificar, and a user's detail (SPEC §2). */
export function UserForm({ state, history, onEdit, ...editor }: UserFormProps) {
  return (
    <RecordForm
      state={state}
      history={history}
      titles={{ DETAIL: 'Usuario', MODIFY: 'Modificar usuario' }}
      loadingLabel="Cargando el usuario…"
      onRetry={editor.onRetry}
      onBack={editor.onCancel}
      editor={(user) => <UserEditor {...editor} user={user} />}
      detail={(user) => <UserDetail user={user} onEdit={onEdit} />}
    />
  );
}
