import { ResidentApartments } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../api';
import { useListWrites } from '../../../data/lists';
import { remoteOf, retryFailed } from '../../../data/remote';
import { buildingScope, sharedQueries } from '../../../data/shared';
import { useWorkScope } from '../../../pages/work-scope';
import { complexQueries } from '../queries';
import type { ResidentName } from './links';

const NO_RESIDENT = 'El enlace no indica qué residente abrir: elíjalo en el listado para ver sus apartamentos.';
const NOT_FOUND = 'No encontramos ese residente en el complejo: elíjalo en el listado.';

/** /residentes/apartamentos/asociar?id=: the resident's units (POST /residents/apartments, associate, deassociate). */
export default function ResidentApartmentsPage() {
  const navigate = useNavigate();
  const passed = (useLocation().state as { resident?: ResidentName } | null)?.resident;
  const [params] = useSearchParams();
  const residentId = Number(params.get('id')) || 0;
  const { buildingId } = useWorkScope();
  // Opened from a link rather than from the app: the complejo's list is the only way to learn the name.
  const residents = useQuery({ ...complexQueries.residents(buildingId), enabled: !passed && residentId > 0 });
  const resident = passed ?? residents.data?.residents.find((r) => r.id === residentId);
  const unknown = residentId <= 0 ? NO_RESIDENT : residents.isSuccess && !resident ? NOT_FOUND : null;
  const units = useQuery({ ...complexQueries.residentApartments(buildingId, residentId), enabled: residentId > 0 });
  const apartments = useQuery(sharedQueries.apartmentOptions(buildingId));
  // The server answers the changed resident: it goes into the residents' list, and the complejo's other lists
  // (these units among them) are refreshed.
  const writes = useListWrites(complexQueries.residents(buildingId), buildingScope(buildingId));
  return (
    <ResidentApartments
      resident={resident ?? { id: residentId, name: '', lastName: '' }}
      state={unknown ? { status: 'missing', message: unknown } : remoteOf(units)}
      options={remoteOf(apartments)}
      onRetry={() => retryFailed(units, apartments, residents)}
      onAssociate={(values) => writes.replaced(api.residents.associate({ ...values, residentId }), 'resident')}
      onDeassociate={(unit) =>
        writes.replaced(api.residents.deassociate({ residentId, apartmentId: unit.id }), 'resident')
      }
      onBack={() => navigate('/residentes/listado')}
    />
  );
}
