import { contract } from '@horizontal/domain';
import { PantryForm } from '@horizontal/screens';
import { useToast } from '@horizontal/ui';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { remoteOf, retryFailed } from '../../../data/remote';
import { buildingScope, sharedQueries } from '../../../data/shared';
import { useRecordForm } from '../../../pages/record-form';
import { useWorkScope } from '../../../pages/work-scope';
import { complexQueries } from '../queries';

/** /despensas/nuevo (POST /pantries/create) and /despensas/modificar?id= (PUT /pantries/update). */
export default function PantryFormPage() {
  const { buildingId } = useWorkScope();
  const form = useRecordForm({
    base: '/despensas',
    list: complexQueries.pantries(buildingId),
    update: contract.pantries.update,
    scope: buildingScope(buildingId),
    missing: 'No encontramos esa despensa en el complejo.',
  });
  const apartments = useQuery(sharedQueries.apartmentOptions(buildingId));
  const toast = useToast();
  return (
    <PantryForm
      key={form.formKey}
      {...form.screen}
      options={remoteOf(apartments)}
      onSubmit={(values) =>
        form.save(
          {
            create: () => api.pantries.create({ ...values, buildingId }),
            update: (id) => api.pantries.update({ ...values, id }),
          },
          'pantry',
        )
      }
      onSaved={(values) => form.saved(`Se guardó la despensa ${values.number}.`)}
      onSavedAnother={(values) => toast.show({ message: `Se creó la despensa ${values.number}. Siga con la próxima.` })}
      onRetry={() => Promise.all([retryFailed(apartments), form.reload()])}
    />
  );
}
