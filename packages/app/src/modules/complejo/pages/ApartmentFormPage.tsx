import { ApartmentForm } from '@horizontal/screens';
import { api } from '../../../api';
import { useRecordForm } from '../../../pages/record-form';
import { optionsState, useRemote } from '../../../pages/useRemote';
import { useWorkScope } from '../../../pages/work-scope';
import { loadApartments } from './loaders';

/** /apartamentos/nuevo (POST /apartments/create) and /apartamentos/modificar?id= (PUT /apartments/update). */
export default function ApartmentFormPage() {
  const { buildingId } = useWorkScope();
  const form = useRecordForm({
    base: '/apartamentos',
    key: `apartment-${buildingId}`,
    missing: 'No encontramos ese apartamento en el complejo.',
    load: () => loadApartments(buildingId),
  });
  const [options, reloadOptions] = useRemote(async () => {
    const [towers, reference] = await Promise.all([api.towers.findAll(buildingId), api.general.data()]);
    if (!towers.ok) return towers;
    if (!reference.ok) return reference;
    return { ok: true, value: { towers: towers.towers, unitTypes: reference.unitType } };
  }, `apartment-options-${buildingId}`);
  return (
    <ApartmentForm
      key={form.formKey}
      {...form.screen}
      options={optionsState(options)}
      onSubmit={(values) =>
        form.record
          ? api.apartments.update({ ...values, id: form.record.id })
          : api.apartments.create({ ...values, buildingId })
      }
      onSaved={(values) => form.saved(`Se guardó el apartamento ${values.number}.`)}
      onRetry={() => {
        void reloadOptions();
        void form.reload();
      }}
    />
  );
}
