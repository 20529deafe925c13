import { PantryForm } from '@horizontal/screens';
import { api } from '../../../api';
import { useRecordForm } from '../../../pages/record-form';
import { listState, useRemote } from '../../../pages/useRemote';
import { useWorkScope } from '../../../pages/work-scope';
import { loadApartments, loadPantries } from './loaders';

/** /despensas/nuevo (POST /pantries/create) and /despensas/modificar?id= (PUT /pantries/update). */
export default function PantryFormPage() {
  const { buildingId } = useWorkScope();
  const form = useRecordForm({
    base: '/despensas',
    key: `pantries-${buildingId}`,
    missing: 'No encontramos esa despensa en el complejo.',
    load: () => loadPantries(buildingId),
  });
  const [apartments, reloadApartments] = useRemote(() => loadApartments(buildingId), `apartments-${buildingId}`);
  return (
    <PantryForm
      key={form.formKey}
      {...form.screen}
      options={listState(apartments, 'apartments')}
      onSubmit={(values) =>
        form.record
          ? api.pantries.update({ ...values, id: form.record.id })
          : api.pantries.create({ ...values, buildingId })
      }
      onSaved={(values) => form.saved(`Se guardó la despensa ${values.number}.`)}
      onRetry={() => {
        void reloadApartments();
        void form.reload();
      }}
    />
  );
}
