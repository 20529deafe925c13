import { ApartmentForm } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { remoteOfAll, retryFailed } from '../../../data/remote';
import { buildingScope, sharedQueries } from '../../../data/shared';
import { useRecordForm } from '../../../pages/record-form';
import { useWorkScope } from '../../../pages/work-scope';
import { complejoQueries } from '../queries';

/** /apartamentos/nuevo (POST /apartments/create) and /apartamentos/modificar?id= (PUT /apartments/update). */
export default function ApartmentFormPage() {
  const { buildingId } = useWorkScope();
  const form = useRecordForm({
    base: '/apartamentos',
    list: complejoQueries.apartments(buildingId),
    scope: buildingScope(buildingId),
    missing: 'No encontramos ese apartamento en el complejo.',
  });
  const towers = useQuery(sharedQueries.towers(buildingId));
  const reference = useQuery(sharedQueries.reference());
  return (
    <ApartmentForm
      key={form.formKey}
      {...form.screen}
      options={remoteOfAll([towers, reference], () => ({
        towers: towers.data?.towers ?? [],
        unitTypes: reference.data?.unitType ?? [],
      }))}
      onSubmit={(values) =>
        form.save(
          {
            create: () => api.apartments.create({ ...values, buildingId }),
            update: (id) => api.apartments.update({ ...values, id }),
          },
          'apartment',
        )
      }
      onSaved={(values) => form.saved(`Se guardó el apartamento ${values.number}.`)}
      onRetry={() => Promise.all([retryFailed(towers, reference), form.reload()])}
    />
  );
}
