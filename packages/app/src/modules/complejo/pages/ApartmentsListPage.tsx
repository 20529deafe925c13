import { ApartmentsList } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { useListWrites } from '../../../data/lists';
import { remoteOf, retryFailed } from '../../../data/remote';
import { buildingScope } from '../../../data/shared';
import { recordPath } from '../../../pages/screen-mode';
import { useWorkScope } from '../../../pages/work-scope';
import { complejoQueries } from '../queries';

const base = '/apartamentos';

/** /apartamentos/listado (GET /apartments/findall/{complejo}, DELETE /apartments/remove/{id}). */
export default function ApartmentsListPage() {
  const navigate = useNavigate();
  const { buildingId } = useWorkScope();
  const list = complejoQueries.apartments(buildingId);
  const apartments = useQuery(list);
  const writes = useListWrites(list, buildingScope(buildingId));
  return (
    <ApartmentsList
      state={remoteOf(apartments)}
      onRetry={() => retryFailed(apartments)}
      onCreate={() => navigate(`${base}/nuevo`)}
      onView={(apartment) => navigate(recordPath(base, apartment.id, true))}
      onEdit={(apartment) => navigate(recordPath(base, apartment.id))}
      onDelete={(apartment) => writes.removed(api.apartments.remove(apartment.id), apartment.id)}
    />
  );
}
