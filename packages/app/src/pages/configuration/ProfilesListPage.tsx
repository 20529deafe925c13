import { ProfilesList } from '@horizontal/screens';
import { useNavigate } from 'react-router-dom';
import { useWorkScope } from '../complejo/scope';
import { recordPath } from '../screen-mode';
import { listState, useRemote } from '../useRemote';
import { loadRoles } from './loaders';

const base = '/perfiles';

/** /perfiles/listado (GET /roles/findall/{administradora}). */
export default function ProfilesListPage() {
  const navigate = useNavigate();
  const { companyId } = useWorkScope();
  const [roles, reload] = useRemote(async () => {
    const answer = await loadRoles(companyId);
    return answer.ok ? { ok: true, value: answer.value.roles } : answer;
  }, `roles-${companyId}`);
  return (
    <ProfilesList
      state={listState(roles, 'roles')}
      onRetry={reload}
      onCreate={() => navigate(`${base}/nuevo`)}
      onView={(role) => navigate(recordPath(base, role.id, true))}
      onEdit={(role) => navigate(recordPath(base, role.id))}
    />
  );
}
