import { contract } from '@horizontal/domain';
import { ResidentForm } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { remoteOf, retryFailed } from '../../../data/remote';
import { buildingScope, sharedQueries } from '../../../data/shared';
import { useRecordForm } from '../../../pages/record-form';
import { useWorkScope } from '../../../pages/work-scope';
import { useCan } from '../../../session/useCan';
import { complexQueries } from '../queries';
import { residentApartmentsLink } from './links';

/**
 * /residentes/nuevo (POST /residents/create) and /residentes/modificar?id=: residents have no update in the spec,
 * so an existing one opens read-only and the screen says how to correct it; a CI of an inactive resident of the
 * cached list offers to reactivate that person (PUT /residents/status) instead.
 */
export default function ResidentFormPage() {
  const navigate = useNavigate();
  const { buildingId } = useWorkScope();
  const form = useRecordForm({
    base: '/residentes',
    list: complexQueries.residents(buildingId),
    scope: buildingScope(buildingId),
    missing: 'No encontramos ese residente en el complejo.',
  });
  const apartments = useQuery(sharedQueries.apartmentOptions(buildingId));
  const residents = useQuery(complexQueries.residents(buildingId));
  const can = useCan();
  return (
    <ResidentForm
      key={form.formKey}
      state={form.screen.state}
      onCancel={form.screen.onCancel}
      onDirtyChange={form.screen.onDirtyChange}
      options={remoteOf(apartments)}
      onSubmit={(values) => form.writes.added(api.residents.create({ ...values, buildingId }), 'resident')}
      onSaved={(values) => form.saved(`Se creó el residente ${values.name} ${values.lastName}.`)}
      onApartments={
        form.record && can(contract.residents.associate)
          ? () => navigate(...residentApartmentsLink(form.record!))
          : undefined
      }
      formerResident={(identity) =>
        residents.data?.residents.find((one) => one.identity === identity && one.status === 'inactivo')
      }
      onReactivate={
        can(contract.residents.status)
          ? (resident) => form.writes.replaced(api.residents.status({ id: resident.id, status: 'activo' }), 'resident')
          : undefined
      }
      onReactivated={(resident) =>
        form.saved(`Se reactivó a ${resident.name} ${resident.lastName}, con sus datos y apartamentos.`)
      }
      onRetry={() => Promise.all([retryFailed(apartments), form.reload()])}
    />
  );
}
