import { contract, type Resident, residentMessages } from '@horizontal/domain';
import { ResidentForm } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { remoteOf, retryFailed } from '../../../data/remote';
import { buildingScope, sharedQueries } from '../../../data/shared';
import { useRecordForm } from '../../../pages/record-form';
import { recordPath } from '../../../pages/screen-mode';
import { useWorkScope } from '../../../pages/work-scope';
import { useCan } from '../../../session/useCan';
import { complexQueries } from '../queries';
import { residentApartmentsLink } from './links';

/**
 * /residentes/nuevo (POST /residents/create) and /residentes/modificar?id=, which corrects an active resident's
 * e-mail and phone (PUT /residents/contact): who a resident is has no update in the spec. A CI of the cached list
 * leads to that person: their active record, or reactivating an inactive one (PUT /residents/status).
 */
/** Deactivating ends a resident's unit links (issue #30): one reactivated has none, save those of older records. */
const reactivated = (resident: Resident) =>
  resident.apartments.length > 0
    ? `Se reactivó a ${resident.name} ${resident.lastName}, con sus apartamentos.`
    : `Se reactivó a ${resident.name} ${resident.lastName}. Asócielo a su apartamento desde «Apartamentos».`;

export default function ResidentFormPage() {
  const navigate = useNavigate();
  const { buildingId } = useWorkScope();
  const form = useRecordForm({
    base: '/residentes',
    list: complexQueries.residents(buildingId),
    scope: buildingScope(buildingId),
    missing: 'No encontramos ese residente en el complejo.',
    update: contract.residents.contact,
    history: 'residents',
  });
  const apartments = useQuery(sharedQueries.apartmentOptions(buildingId));
  const residents = useQuery(complexQueries.residents(buildingId));
  const can = useCan();
  return (
    <ResidentForm
      key={form.formKey}
      state={form.screen.state}
      history={form.screen.history}
      onCancel={form.screen.onCancel}
      onDirtyChange={form.screen.onDirtyChange}
      options={remoteOf(apartments)}
      onSubmit={(values) => form.writes.added(api.residents.create({ ...values, buildingId }), 'resident')}
      onSaved={() => form.saved()}
      onCorrectContact={
        form.record && can(contract.residents.contact)
          ? (values) => form.writes.replaced(api.residents.contact({ ...values, id: form.record!.id }), 'resident')
          : undefined
      }
      onContactCorrected={() => form.saved(residentMessages.contactCorrected)}
      onModify={form.screen.onEdit}
      onApartments={
        form.record && can(contract.residents.associate)
          ? () => navigate(...residentApartmentsLink(form.record!))
          : undefined
      }
      formerResident={(identity) =>
        residents.data?.residents.find((one) => one.identity === identity && one.status === 'inactivo')
      }
      activeResident={(identity) =>
        residents.data?.residents.find((one) => one.identity === identity && one.status === 'activo')
      }
      onOpenResident={(resident) => navigate(recordPath('/residentes', resident.id, true))}
      onReactivate={
        can(contract.residents.status)
          ? (resident) => form.writes.replaced(api.residents.status({ id: resident.id, status: 'activo' }), 'resident')
          : undefined
      }
      onReactivated={(resident) => form.saved(reactivated(resident))}
      onRetry={() => Promise.all([retryFailed(apartments), form.reload()])}
    />
  );
}
