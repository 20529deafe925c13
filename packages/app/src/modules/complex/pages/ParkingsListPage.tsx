import { contract } from '@horizontal/domain';
import { ParkingsList } from '@horizontal/screens';
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

const base = '/estacionamientos';
/** A record's detail: where «Ver» and the link on its name lead. */
const detailOf = (record: { id: number }) => recordPath(base, record.id, true);

/** /estacionamientos/listado (GET /parkings/findall/{complejo}, DELETE /parkings/remove/{id}); units name each assignment. */
export default function ParkingsListPage() {
  const navigate = useNavigate();
  const can = useCan();
  const { buildingId } = useWorkScope();
  const list = complexQueries.parkings(buildingId);
  const parkings = useQuery(list);
  const apartments = useQuery(sharedQueries.apartmentOptions(buildingId));
  const writes = useListWrites(list, buildingScope(buildingId));
  return (
    <ParkingsList
      state={remoteOf(parkings)}
      apartments={apartments.data?.apartments}
      onRetry={() => retryFailed(parkings, apartments)}
      onCreate={can(contract.parkings.create) ? () => navigate(`${base}/nuevo`) : undefined}
      onView={(parking) => navigate(detailOf(parking))}
      viewHref={detailOf}
      onEdit={can(contract.parkings.update) ? (parking) => navigate(recordPath(base, parking.id)) : undefined}
      onDelete={
        can(contract.parkings.remove)
          ? (parking) => writes.removed(api.parkings.remove(parking.id), parking.id)
          : undefined
      }
    />
  );
}
