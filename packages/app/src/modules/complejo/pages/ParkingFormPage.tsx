import { ParkingForm } from '@horizontal/screens';
import { api } from '../../../api';
import { useRecordForm } from '../../../pages/record-form';
import { listState, useRemote } from '../../../pages/useRemote';
import { useWorkScope } from '../../../pages/work-scope';
import { loadApartments, loadParkings } from './loaders';

/** /estacionamientos/nuevo (POST /parkings/create) and /estacionamientos/modificar?id= (PUT /parkings/update). */
export default function ParkingFormPage() {
  const { buildingId } = useWorkScope();
  const form = useRecordForm({
    base: '/estacionamientos',
    key: `parkings-${buildingId}`,
    missing: 'No encontramos ese estacionamiento en el complejo.',
    load: () => loadParkings(buildingId),
  });
  const [apartments, reloadApartments] = useRemote(() => loadApartments(buildingId), `apartments-${buildingId}`);
  return (
    <ParkingForm
      key={form.formKey}
      {...form.screen}
      options={listState(apartments, 'apartments')}
      onSubmit={(values) =>
        form.record
          ? api.parkings.update({ ...values, id: form.record.id })
          : api.parkings.create({ ...values, buildingId })
      }
      onSaved={(values) => form.saved(`Se guardó el estacionamiento ${values.number}.`)}
      onRetry={() => {
        void reloadApartments();
        void form.reload();
      }}
    />
  );
}
