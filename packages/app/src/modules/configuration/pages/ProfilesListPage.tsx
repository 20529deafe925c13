import { ProfilesList } from '@horizontal/screens';
import { useNavigate } from 'react-router-dom';
import { recordPath } from '../../../pages/screen-mode';
import { listState, useRemote } from '../../../pages/useRemote';
import { useWorkScope } from '../../../pages/work-scope';
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
