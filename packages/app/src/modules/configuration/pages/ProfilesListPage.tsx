import { contract } from '@horizontal/domain';
import { ProfilesList } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useListView } from '../../../data/list-view';
import { remoteOf, retryFailed } from '../../../data/remote';
import { recordPath } from '../../../pages/screen-mode';
import { useSheetOwners, useWorkScope } from '../../../pages/work-scope';
import { useCan } from '../../../session/useCan';
import { configurationQueries } from '../queries';

const base = '/perfiles';

/** /perfiles/listado (GET /roles/findall/{administradora}). */
export default function ProfilesListPage() {
  const listView = useListView();
  const sheetOwner = useSheetOwners().company;
  const navigate = useNavigate();
  const can = useCan();
  const { companyId } = useWorkScope();
  const roles = useQuery(configurationQueries.roles(companyId));
  return (
    <ProfilesList
      {...listView}
      state={remoteOf(roles)}
      sheetOwner={sheetOwner}
      onRetry={() => retryFailed(roles)}
      onCreate={can(contract.roles.create) ? () => navigate(`${base}/nuevo`) : undefined}
      onView={(role) => navigate(recordPath(base, role.id, true))}
      viewHref={(role) => recordPath(base, role.id, true)}
      onEdit={can(contract.roles.update) ? (role) => navigate(recordPath(base, role.id)) : undefined}
    />
  );
}
