import { ResidentForm } from '@horizontal/screens';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { useRecordForm } from '../../../pages/record-form';
import { listState, useRemote } from '../../../pages/useRemote';
import { useWorkScope } from '../../../pages/work-scope';
import { residentApartmentsLink } from './links';
import { loadApartments, loadResidents } from './loaders';

/**
 * /residentes/nuevo (POST /residents/create) and /residentes/modificar?id=: residents have no update in the spec,
 * so an existing one opens read-only and the screen says how to correct it.
 */
export default function ResidentFormPage() {
  const navigate = useNavigate();
  const { buildingId } = useWorkScope();
  const form = useRecordForm({
    base: '/residentes',
    key: `residents-${buildingId}`,
    missing: 'No encontramos ese residente en el complejo.',
    load: () => loadResidents(buildingId),
  });
  const [apartments, reloadApartments] = useRemote(() => loadApartments(buildingId), `apartments-${buildingId}`);
  return (
    <ResidentForm
      key={form.formKey}
      state={form.screen.state}
      onCancel={form.screen.onCancel}
      options={listState(apartments, 'apartments')}
      onSubmit={(values) => api.residents.create({ ...values, buildingId })}
      onSaved={(values) => form.saved(`Se creó el residente ${values.name} ${values.lastName}.`)}
      onApartments={form.record ? () => navigate(...residentApartmentsLink(form.record!)) : undefined}
      onRetry={() => {
        void reloadApartments();
        void form.reload();
      }}
    />
  );
}
