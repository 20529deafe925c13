import { ApartmentsList } from '@horizontal/screens';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { recordPath } from '../../../pages/screen-mode';
import { listState, reloadOnOk, useRemote } from '../../../pages/useRemote';
import { useWorkScope } from '../../../pages/work-scope';
import { loadApartments } from './loaders';

const base = '/apartamentos';

/** /apartamentos/listado (GET /apartments/findall/{complejo}, DELETE /apartments/remove/{id}). */
export default function ApartmentsListPage() {
  const navigate = useNavigate();
  const { buildingId } = useWorkScope();
  const [apartments, reload] = useRemote(() => loadApartments(buildingId), `apartments-${buildingId}`);
  return (
    <ApartmentsList
      state={listState(apartments, 'apartments')}
      onRetry={reload}
      onCreate={() => navigate(`${base}/nuevo`)}
      onView={(apartment) => navigate(recordPath(base, apartment.id, true))}
      onEdit={(apartment) => navigate(recordPath(base, apartment.id))}
      onDelete={(apartment) => reloadOnOk(reload)(api.apartments.remove(apartment.id))}
    />
  );
}
