import { contract, roleMessages } from '@horizontal/domain';
import { ProfileForm } from '@horizontal/screens';
import { useToast } from '@horizontal/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { useListWrites } from '../../../data/lists';
import { remoteOf, retryFailed } from '../../../data/remote';
import { companyScope } from '../../../data/shared';
import { availableCatalog } from '../../../navigation/available-catalog';
import { useLeaveGuard } from '../../../navigation/LeaveGuard';
import { recordIn, useRecordHistory } from '../../../pages/record-form';
import { formState, recordPath, useScreenMode } from '../../../pages/screen-mode';
import { useWorkScope } from '../../../pages/work-scope';
import { useCan } from '../../../session/useCan';
import { configurationQueries } from '../queries';

const base = '/perfiles';

/**
 * /perfiles/nuevo (POST /roles/create) and /perfiles/modificar?id= (PUT /roles/update). One call brings both the
 * profiles and the catalog of modules and screens, so this page reads both from that one cached answer; the form is
 * offered only the screens the app has.
 */
export default function ProfileFormPage() {
  const leave = useLeaveGuard();
  const navigate = useNavigate();
  const toast = useToast();
  const can = useCan();
  const { mode, id } = useScreenMode();
  const { companyId } = useWorkScope();
  const list = configurationQueries.roles(companyId);
  const roles = useQuery(list);
  const remote = remoteOf(roles);
  const state = formState(mode, recordIn(remote, 'roles', id), 'No encontramos ese perfil.', id);
  const record = state.mode !== 'CREATE' && state.status === 'ready' ? state.record : null;
  // A profile's screens decide other lists' options (the employees' profiles): all of the administradora's.
  const writes = useListWrites(list, companyScope(companyId));
  const history = useRecordHistory('roles', id, mode === 'DETAIL' && record !== null);
  return (
    <ProfileForm
      key={`${mode}-${id}`}
      state={state}
      history={history}
      options={remote.status === 'ready' ? { status: 'ready', modules: availableCatalog(remote.modules) } : remote}
      onSubmit={(values) =>
        record
          ? writes.replaced(api.roles.update({ ...values, id: record.id }), 'role')
          : writes.added(api.roles.create({ ...values, companyId }), 'role')
      }
      onSaved={() => {
        toast.show({ message: record ? roleMessages.updated : roleMessages.created });
        navigate(`${base}/listado`);
      }}
      onCancel={() => {
        leave.leaveAsked();
        navigate(`${base}/listado`);
      }}
      onDirtyChange={leave.reportDirty}
      onEdit={id === null || !can(contract.roles.update) ? undefined : () => navigate(recordPath(base, id))}
      onRetry={() => retryFailed(roles)}
    />
  );
}
