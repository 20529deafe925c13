import { contract } from '@horizontal/domain';
import { ApartmentsList } from '@horizontal/screens';
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
import { complexQueries } from '../queries';

const base = '/apartamentos';
/** A record's detail: where «Ver» and the link on its name lead. */
const detailOf = (record: { id: number }) => recordPath(base, record.id, true);

/** /apartamentos/listado (GET /apartments/findall/{complejo}, DELETE /apartments/remove/{id}). */
export default function ApartmentsListPage() {
  const listView = useListView();
  const sheetOwner = useSheetOwners().complejo;
  const navigate = useNavigate();
  const can = useCan();
  const { buildingId } = useWorkScope();
  const list = complexQueries.apartments(buildingId);
  const apartments = useQuery(list);
  const writes = useListWrites(list, buildingScope(buildingId));
  return (
    <ApartmentsList
      {...listView}
      state={remoteOf(apartments)}
      sheetOwner={sheetOwner}
      onRetry={() => retryFailed(apartments)}
      onCreate={can(contract.apartments.create) ? () => navigate(`${base}/nuevo`) : undefined}
      onView={(apartment) => navigate(detailOf(apartment))}
      viewHref={detailOf}
      onEdit={can(contract.apartments.update) ? (apartment) => navigate(recordPath(base, apartment.id)) : undefined}
      onDelete={
        can(contract.apartments.remove)
          ? (apartment) => writes.removed(api.apartments.remove(apartment.id), apartment.id)
          : undefined
      }
    />
  );
}
