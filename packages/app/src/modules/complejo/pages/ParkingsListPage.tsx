import { ParkingsList } from '@horizontal/screens';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { recordPath } from '../../../pages/screen-mode';
import { listState, reloadOnOk, useRemote } from '../../../pages/useRemote';
import { useWorkScope } from '../../../pages/work-scope';
import { loadApartments, loadParkings } from './loaders';

const base = '/estacionamientos';

/** /estacionamientos/listado (GET /parkings/findall/{complejo}, DELETE /parkings/remove/{id}); units name each assignment. */
export default function ParkingsListPage() {
  const navigate = useNavigate();
  const { buildingId } = useWorkScope();
  const [parkings, reload] = useRemote(() => loadParkings(buildingId), `parkings-${buildingId}`);
  const [apartments] = useRemote(() => loadApartments(buildingId), `apartments-${buildingId}`);
  return (
    <ParkingsList
      state={listState(parkings, 'parkings')}
      apartments={apartments.status === 'ready' ? apartments.value : undefined}
      onRetry={reload}
      onCreate={() => navigate(`${base}/nuevo`)}
      onView={(parking) => navigate(recordPath(base, parking.id, true))}
      onEdit={(parking) => navigate(recordPath(base, parking.id))}
      onDelete={(parking) => reloadOnOk(reload)(api.parkings.remove(parking.id))}
    />
  );
}
