import { ResidentsList } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { useListWrites } from '../../../data/lists';
import { remoteOf, retryFailed } from '../../../data/remote';
import { buildingScope } from '../../../data/shared';
import { recordPath } from '../../../pages/screen-mode';
import { useWorkScope } from '../../../pages/work-scope';
import { complejoQueries } from '../queries';
import { residentApartmentsLink } from './links';

const base = '/residentes';

/** /residentes/listado (GET /residents/findall/{complejo}, PUT /residents/status). */
export default function ResidentsListPage() {
  const navigate = useNavigate();
  const { buildingId } = useWorkScope();
  const list = complejoQueries.residents(buildingId);
  const residents = useQuery(list);
  const writes = useListWrites(list, buildingScope(buildingId));
  return (
    <ResidentsList
      state={remoteOf(residents)}
      onRetry={() => retryFailed(residents)}
      onCreate={() => navigate(`${base}/nuevo`)}
      onView={(resident) => navigate(recordPath(base, resident.id, true))}
      onApartments={(resident) => navigate(...residentApartmentsLink(resident))}
      onStatusChange={(resident, status) =>
        writes.replaced(api.residents.status({ id: resident.id, status }), 'resident')
      }
    />
  );
}
