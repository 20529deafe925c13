import { ProfileForm } from '@horizontal/screens';
import { useToast } from '@horizontal/ui';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { formState, recordPath, useScreenMode } from '../../../pages/screen-mode';
import { useRemote } from '../../../pages/useRemote';
import { useWorkScope } from '../../../pages/work-scope';
import { loadRoles } from './loaders';

const base = '/perfiles';

/**
 * /perfiles/nuevo (POST /roles/create) and /perfiles/modificar?id= (PUT /roles/update). One call brings both the
 * profiles and the catalog of modules and screens, so this page loads it once rather than through useRecordForm.
 */
export default function ProfileFormPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const { mode, id } = useScreenMode();
  const { companyId } = useWorkScope();
  const [roles, reload] = useRemote(() => loadRoles(companyId), `roles-${companyId}`);
  const profile =
    roles.status === 'ready' ? { status: 'ready' as const, value: roles.value.roles.find((r) => r.id === id) } : roles;
  const state = formState(mode, profile, 'No encontramos ese perfil.');
  const record = state.mode !== 'CREATE' && state.status === 'ready' ? state.record : null;
  return (
    <ProfileForm
      key={`${mode}-${id}`}
      state={state}
      options={roles.status === 'ready' ? { status: 'ready', modules: roles.value.modules } : roles}
      onSubmit={(values) =>
        record ? api.roles.update({ ...values, id: record.id }) : api.roles.create({ ...values, companyId })
      }
      onSaved={(values) => {
        toast.show({ message: `Se guardó el perfil ${values.name}.` });
        navigate(`${base}/listado`);
      }}
      onCancel={() => navigate(`${base}/listado`)}
      onEdit={id === null ? undefined : () => navigate(recordPath(base, id))}
      onRetry={reload}
    />
  );
}
