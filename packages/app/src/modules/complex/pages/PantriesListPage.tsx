import { contract } from '@horizontal/domain';
import { PantriesList } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { useListWrites } from '../../../data/lists';
import { remoteOf, retryFailed } from '../../../data/remote';
import { buildingScope, sharedQueries } from '../../../data/shared';
import { recordPath } from '../../../pages/screen-mode';
import { useWorkScope } from '../../../pages/work-scope';
import { useCan } from '../../../session/useCan';
import { complexQueries } from '../queries';

const base = '/despensas';
/** A record's detail: where «Ver» and the link on its name lead. */
const detailOf = (record: { id: number }) => recordPath(base, record.id, true);

/** /despensas/listado (GET /pantries/findall/{complejo}, DELETE /pantries/remove/{id}); units name each assignment. */
export default function PantriesListPage() {
  const navigate = useNavigate();
  const can = useCan();
  const { buildingId } = useWorkScope();
  const list = complexQueries.pantries(buildingId);
  const pantries = useQuery(list);
  const apartments = useQuery(sharedQueries.apartmentOptions(buildingId));
  const writes = useListWrites(list, buildingScope(buildingId));
  return (
    <PantriesList
      state={remoteOf(pantries)}
      apartments={apartments.data?.apartments}
      onRetry={() => retryFailed(pantries, apartments)}
      onCreate={can(contract.pantries.create) ? () => navigate(`${base}/nuevo`) : undefined}
      onView={(pantry) => navigate(detailOf(pantry))}
      viewHref={detailOf}
      onEdit={can(contract.pantries.update) ? (pantry) => navigate(recordPath(base, pantry.id)) : undefined}
      onDelete={
        can(contract.pantries.remove)
          ? (pantry) => writes.removed(api.pantries.remove(pantry.id), pantry.id)
          : undefined
      }
    />
  );
}
