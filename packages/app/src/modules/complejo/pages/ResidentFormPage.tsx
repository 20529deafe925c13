import { ResidentForm } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { remoteOf, retryFailed } from '../../../data/remote';
import { buildingScope } from '../../../data/shared';
import { useRecordForm } from '../../../pages/record-form';
import { useWorkScope } from '../../../pages/work-scope';
import { complejoQueries } from '../queries';
import { residentApartmentsLink } from './links';

/**
 * /residentes/nuevo (POST /residents/create) and /residentes/modificar?id=: residents have no update in the spec,
 * so an existing one opens read-only and the screen says how to correct it.
 */
export default function ResidentFormPage() {
  const navigate = useNavigate();
  const { buildingId } = useWorkScope();
  const form = useRecordForm({
    base: '/residentes',
    list: complejoQueries.residents(buildingId),
    scope: buildingScope(buildingId),
    missing: 'No encontramos ese residente en el complejo.',
  });
  const apartments = useQuery(complejoQueries.apartments(buildingId));
  return (
    <ResidentForm
      key={form.formKey}
      state={form.screen.state}
      onCancel={form.screen.onCancel}
      options={remoteOf(apartments)}
      onSubmit={(values) => form.writes.added(api.residents.create({ ...values, buildingId }), 'resident')}
      onSaved={(values) => form.saved(`Se creó el residente ${values.name} ${values.lastName}.`)}
      onApartments={form.record ? () => navigate(...residentApartmentsLink(form.record!)) : undefined}
      onRetry={() => Promise.all([retryFailed(apartments), form.reload()])}
    />
  );
}
