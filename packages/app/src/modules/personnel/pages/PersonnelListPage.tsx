import { contract } from '@horizontal/domain';
import { PersonnelList } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { useListView } from '../../../data/list-view';
import { useListWrites } from '../../../data/lists';
import { remoteOf, retryFailed } from '../../../data/remote';
import { recordPath } from '../../../pages/screen-mode';
import { useSheetOwners, useWorkScope } from '../../../pages/work-scope';
import { useCan } from '../../../session/useCan';
import { personnelQueries, personnelScope } from '../queries';
import { staffPath } from './paths';

const detailOf = (person: { id: number }) => recordPath(staffPath, person.id, true);

/** /personal/listado (GET /personnel/findall/{id}; PUT /personnel/status from each row). */
export default function PersonnelListPage() {
  const listView = useListView();
  const sheetOwner = useSheetOwners().complejo;
  const navigate = useNavigate();
  const can = useCan();
  const { buildingId } = useWorkScope();
  const list = personnelQueries.staff(buildingId);
  const staff = useQuery(list);
  const writes = useListWrites(list, personnelScope(buildingId));
  return (
    <PersonnelList
      {...listView}
      state={remoteOf(staff)}
      sheetOwner={sheetOwner}
      onRetry={() => retryFailed(staff)}
      onCreate={can(contract.personnel.create) ? () => navigate(`${staffPath}/nuevo`) : undefined}
      onView={(person) => navigate(detailOf(person))}
      viewHref={detailOf}
      onEdit={can(contract.personnel.update) ? (person) => navigate(recordPath(staffPath, person.id)) : undefined}
      onStatusChange={
        can(contract.personnel.status)
          ? (person, status) => writes.replaced(api.personnel.status({ id: person.id, status }), 'personnel')
          : undefined
      }
    />
  );
}
