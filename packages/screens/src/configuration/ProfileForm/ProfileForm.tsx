import type { ModuleCatalogEntry, Role } from '@horizontal/domain';
import { RecordForm } from '../../shared/FormScreen';
import type { ActionResult, FormState } from '../../shared/forms';
import type { RecordHistoryProps } from '../../shared/RecordHistory';
import { ProfileDetail } from './ProfileDetail';
import { ProfileEditor } from './ProfileEditor';
import type { RoleValues } from './profile-form';

export type ProfileFormOptions =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; modules: readonly ModuleCatalogEntry[] };

export type ProfileFormProps = {
  state: FormState<Role>;
  /** Every module with its screens, what a profile can be given. */
  options: ProfileFormOptions;
  /** POST /roles/create in CREATE mode (the app adds companyId), PUT /roles/update in MODIFY mode. */
  onSubmit: (values: RoleValues) => Promise<ActionResult>;
  onSaved: (values: RoleValues) => void;
  onCancel: () => void;
  onEdit?: () => void;
  /** Who created the record and who changed it last, at the foot of its detail. */
  history?: RecordHistoryProps;
  onRetry?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
};

/** /perfiles/nuevo and /perfiles/modificar, and a profile's detail (SPEC §2). */
export function ProfileForm({ state, history, onEdit, ...editor }: ProfileFormProps) {
  return (
    <RecordForm
      state={state}
      history={history}
      titles={{ DETAIL: 'Perfil', MODIFY: 'Modificar perfil' }}
      loadingLabel="Cargando el perfil…"
      onRetry={editor.onRetry}
      onBack={editor.onCancel}
      editor={(profile) => <ProfileEditor {...editor} profile={profile} />}
      detail={(profile) => (
        <ProfileDetail
          profile={profile}
          catalog={editor.options.status === 'ready' ? editor.options.modules : []}
          onEdit={onEdit}
        />
      )}
    />
  );
}
