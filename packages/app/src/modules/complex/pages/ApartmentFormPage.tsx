import { apartmentMessages, coefficientsSum, contract } from '@horizontal/domain';
import { ApartmentForm } from '@horizontal/screens';
import { useToast } from '@horizontal/ui';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { remoteOfAll, retryFailed } from '../../../data/remote';
import { buildingScope, sharedQueries } from '../../../data/shared';
import { useRecordForm } from '../../../pages/record-form';
import { useWorkScope } from '../../../pages/work-scope';
import { complexQueries } from '../queries';

/** /apartamentos/nuevo (POST /apartments/create) and /apartamentos/modificar?id= (PUT /apartments/update). */
export default function ApartmentFormPage() {
  const { buildingId } = useWorkScope();
  const form = useRecordForm({
    base: '/apartamentos',
    list: complexQueries.apartments(buildingId),
    update: contract.apartments.update,
    scope: buildingScope(buildingId),
    missing: 'No encontramos ese apartamento en el complejo.',
    history: 'apartments',
  });
  const towers = useQuery(sharedQueries.towers(buildingId));
  const apartments = useQuery(complexQueries.apartments(buildingId));
  const toast = useToast();
  const otherCoefficients =
    apartments.data &&
    coefficientsSum(apartments.data.apartments.filter((apartment) => apartment.id !== form.record?.id));
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
      onSaved={() => form.saved()}
      onSavedAnother={() => toast.show({ message: `${apartmentMessages.created} Siga con el próximo.` })}
      otherCoefficients={otherCoefficients}
      onRetry={() => Promise.all([retryFailed(towers, reference), form.reload()])}
    />
  );
}
