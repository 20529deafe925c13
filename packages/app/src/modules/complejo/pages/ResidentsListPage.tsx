import { ResidentsList } from '@horizontal/screens';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { recordPath } from '../../../pages/screen-mode';
import { listState, reloadOnOk, useRemote } from '../../../pages/useRemote';
import { useWorkScope } from '../../../pages/work-scope';
import { residentApartmentsLink } from './links';
import { loadResidents } from './loaders';

const base = '/residentes';

/** /residentes/listado (GET /residents/findall/{complejo}, PUT /residents/status). */
export default function ResidentsListPage() {
  const navigate = useNavigate();
  const { buildingId } = useWorkScope();
  const [residents, reload] = useRemote(() => loadResidents(buildingId), `residents-${buildingId}`);
  return (
    <ResidentsList
      state={listState(residents, 'residents')}
      onRetry={reload}
      onCreate={() => navigate(`${base}/nuevo`)}
      onView={(resident) => navigate(recordPath(base, resident.id, true))}
      onApartments={(resident) => navigate(...residentApartmentsLink(resident))}
      onStatusChange={(resident, status) => reloadOnOk(reload)(api.residents.status({ id: resident.id, status }))}
    />
  );
}
