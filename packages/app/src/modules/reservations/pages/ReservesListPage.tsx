import { contract } from '@horizontal/domain';
import { ReservesList } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../api';
import { useListView } from '../../../data/list-view';
import { useListWrites } from '../../../data/lists';
import { remoteOf, retryFailed } from '../../../data/remote';
import { buildingScope } from '../../../data/shared';
import { useSheetOwners, useWorkScope } from '../../../pages/work-scope';
import { useCan } from '../../../session/useCan';
import { listOfView, reserveDetailOf, reservesBase, staysCurrent, viewOf } from './reserve-pages';

/**
 * /reservas/listado: Vigentes (GET /reserves/findall/{complejo}) and Históricas (GET /reserves/historic/{complejo}),
 * with POST /reserves/status and DELETE /reserves/delete/{id} from each row.
 */
export default function ReservesListPage() {
  const listView = useListView();
  const sheetOwner = useSheetOwners().complejo;
  const navigate = useNavigate();
  const can = useCan();
  const { buildingId } = useWorkScope();
  const [params, setParams] = useSearchParams();
  const view = viewOf(params);
  const list = listOfView(view, buildingId);
  const reserves = useQuery(list);
  // A confirmed booking with a price charges its unit's month: every list of the complejo may have changed.
  const writes = useListWrites(list, buildingScope(buildingId));
  const detailOf = reserveDetailOf(view);
  const now = new Date();
  return (
    <ReservesList
      tableView={listView.view}
      onTableViewChange={listView.onViewChange}
      view={view}
      onViewChange={(next) =>
        setParams((current) => {
          const changed = new URLSearchParams(current);
          if (next === 'historicas') changed.set('vista', next);
          else changed.delete('vista');
          return changed;
        })
      }
      now={now}
      state={remoteOf(reserves)}
      sheetOwner={sheetOwner}
      onRetry={() => retryFailed(reserves)}
      onCreate={can(contract.reserves.create) ? () => navigate(`${reservesBase}/nuevo`) : undefined}
      onView={(reserve) => navigate(detailOf(reserve))}
      viewHref={detailOf}
      onStatusChange={
        can(contract.reserves.status)
          ? (reserve, status) => {
              const change = api.reserves.status({ id: reserve.id, status });
              // Rejected or cancelled, a booking leaves the vigentes for the history.
              return view === 'vigentes' && !staysCurrent(reserve, status, new Date())
                ? writes.removed(change, reserve.id)
                : writes.replaced(change, 'reserve');
            }
          : undefined
      }
      onDelete={
        can(contract.reserves.delete)
          ? (reserve) => writes.removed(api.reserves.delete(reserve.id), reserve.id)
          : undefined
      }
    />
  );
}
