import { contract, montevideoToday } from '@horizontal/domain';
import { VisitsList } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { useListView } from '../../../data/list-view';
import { useListWrites } from '../../../data/lists';
import { remoteOf, retryFailed } from '../../../data/remote';
import { buildingScope } from '../../../data/shared';
import { recordPath } from '../../../pages/screen-mode';
import { useSheetOwners, useWorkScope } from '../../../pages/work-scope';
import { useCan } from '../../../session/useCan';
import { frontDeskQueries } from '../queries';

const base = '/visitas';
const detailOf = (visit: { id: number }) => recordPath(base, visit.id, true);

/** /visitas/listado (GET /visits/findall/{complejo}; PUT /visits/status and /visits/remove from each row). */
export default function VisitsListPage() {
  const listView = useListView();
  const sheetOwner = useSheetOwners().complejo;
  const navigate = useNavigate();
  const can = useCan();
  const { buildingId } = useWorkScope();
  const list = frontDeskQueries.visits(buildingId);
  const visits = useQuery(list);
  const writes = useListWrites(list, buildingScope(buildingId));
  return (
    <VisitsList
      {...listView}
      today={montevideoToday()}
      state={remoteOf(visits)}
      sheetOwner={sheetOwner}
      onRetry={() => retryFailed(visits)}
      onCreate={can(contract.visits.create) ? () => navigate(`${base}/nuevo`) : undefined}
      onView={(visit) => navigate(detailOf(visit))}
      viewHref={detailOf}
      onStatusChange={
        can(contract.visits.status)
          ? (visit, status) => writes.replaced(api.visits.status({ id: visit.id, status }), 'visit')
          : undefined
      }
      onRemove={
        can(contract.visits.remove)
          ? (visit) => writes.removed(api.visits.remove({ id: visit.id }), visit.id)
          : undefined
      }
    />
  );
}
