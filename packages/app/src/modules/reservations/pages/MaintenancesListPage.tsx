import { contract, montevideoToday } from '@horizontal/domain';
import { MaintenancesList } from '@horizontal/screens';
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
import { reservationQueries } from '../queries';

const base = '/mantenimientos';
const detailOf = (maintenance: { id: number }) => recordPath(base, maintenance.id, true);

/** /mantenimientos/listado (GET /maintenances/{complejo}, POST /maintenances/status from each row). */
export default function MaintenancesListPage() {
  const listView = useListView();
  const sheetOwner = useSheetOwners().complejo;
  const navigate = useNavigate();
  const can = useCan();
  const { buildingId } = useWorkScope();
  const list = reservationQueries.maintenances(buildingId);
  const maintenances = useQuery(list);
  // A cancelled maintenance frees its area's days: the calendars and bookings of the complejo are read again.
  const writes = useListWrites(list, buildingScope(buildingId));
  return (
    <MaintenancesList
      {...listView}
      today={montevideoToday()}
      state={remoteOf(maintenances)}
      sheetOwner={sheetOwner}
      onRetry={() => retryFailed(maintenances)}
      onCreate={can(contract.maintenances.create) ? () => navigate(`${base}/nuevo`) : undefined}
      onView={(maintenance) => navigate(detailOf(maintenance))}
      viewHref={detailOf}
      onStatusChange={
        can(contract.maintenances.status)
          ? (maintenance, status) =>
              writes.replaced(api.maintenances.status({ id: maintenance.id, status }), 'maintenance')
          : undefined
      }
    />
  );
}
