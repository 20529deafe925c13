import { contract } from '@horizontal/domain';
import { ParkingForm } from '@horizontal/screens';
import { useToast } from '@horizontal/ui';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { remoteOf, retryFailed } from '../../../data/remote';
import { buildingScope, sharedQueries } from '../../../data/shared';
import { useRecordForm } from '../../../pages/record-form';
import { useWorkScope } from '../../../pages/work-scope';
import { complexQueries } from '../queries';

/** /estacionamientos/nuevo (POST /parkings/create) and /estacionamientos/modificar?id= (PUT /parkings/update). */
export default function ParkingFormPage() {
  const { buildingId } = useWorkScope();
  const form = useRecordForm({
    base: '/estacionamientos',
    list: complexQueries.parkings(buildingId),
    update: contract.parkings.update,
    scope: buildingScope(buildingId),
    missing: 'No encontramos ese estacionamiento en el complejo.',
  });
  const apartments = useQuery(sharedQueries.apartmentOptions(buildingId));
  const toast = useToast();
  return (
    <ParkingForm
      key={form.formKey}
      {...form.screen}
      options={remoteOf(apartments)}
      onSubmit={(values) =>
        form.save(
          {
            create: () => api.parkings.create({ ...values, buildingId }),
            update: (id) => api.parkings.update({ ...values, id }),
          },
          'parking',
        )
      }
      onSaved={(values) => form.saved(`Se guardó el estacionamiento ${values.number}.`)}
      onSavedAnother={(values) =>
        toast.show({ message: `Se creó el estacionamiento ${values.number}. Siga con el próximo.` })
      }
      onRetry={() => Promise.all([retryFailed(apartments), form.reload()])}
    />
  );
}
