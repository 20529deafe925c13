import { ParkingsList } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { useListWrites } from '../../../data/lists';
import { remoteOf, retryFailed } from '../../../data/remote';
import { buildingScope } from '../../../data/shared';
import { recordPath } from '../../../pages/screen-mode';
import { useWorkScope } from '../../../pages/work-scope';
import { complejoQueries } from '../queries';

const base = '/estacionamientos';

/** /estacionamientos/listado (GET /parkings/findall/{complejo}, DELETE /parkings/remove/{id}); units name each assignment. */
export default function ParkingsListPage() {
  const navigate = useNavigate();
  const { buildingId } = useWorkScope();
  const list = complejoQueries.parkings(buildingId);
  const parkings = useQuery(list);
  const apartments = useQuery(complejoQueries.apartments(buildingId));
  const writes = useListWrites(list, buildingScope(buildingId));
  return (
    <ParkingsList
      state={remoteOf(parkings)}
      apartments={apartments.data?.apartments}
      onRetry={() => retryFailed(parkings, apartments)}
      onCreate={() => navigate(`${base}/nuevo`)}
      onView={(parking) => navigate(recordPath(base, parking.id, true))}
      onEdit={(parking) => navigate(recordPath(base, parking.id))}
      onDelete={(parking) => writes.removed(api.parkings.remove(parking.id), parking.id)}
    />
  );
}
