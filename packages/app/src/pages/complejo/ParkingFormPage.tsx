import { type AssignedUnitOptions, ParkingForm } from '@horizontal/screens';
import { useToast } from '@horizontal/ui';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api';
import { formState, recordPath, useScreenMode } from '../screen-mode';
import { useRemote } from '../useRemote';
import { findIn, loadApartments, loadParkings } from './loaders';
import { useWorkScope } from './scope';

const base = '/estacionamientos';

/** /estacionamientos/nuevo (POST /parkings/create) and /estacionamientos/modificar?id= (PUT /parkings/update). */
export default function ParkingFormPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const { mode, id } = useScreenMode();
  const { buildingId } = useWorkScope();
  const [apartments, reloadApartments] = useRemote(() => loadApartments(buildingId), `apartments-${buildingId}`);
  const [parking, reload] = useRemote(() => findIn(id, () => loadParkings(buildingId)), `parking-${id}`);
  const state = formState(mode, parking, 'No encontramos ese estacionamiento en el complejo.');
  const record = state.mode !== 'CREATE' && state.status === 'ready' ? state.record : null;
  const options: AssignedUnitOptions =
    apartments.status === 'ready' ? { status: 'ready', apartments: apartments.value } : apartments;
  return (
    <ParkingForm
      key={`${mode}-${id}`}
      state={state}
      options={options}
      onSubmit={(values) =>
        record ? api.parkings.update({ ...values, id: record.id }) : api.parkings.create({ ...values, buildingId })
      }
      onSaved={(values) => {
        toast.show({ message: `Se guardó el estacionamiento ${values.number}.` });
        navigate(`${base}/listado`);
      }}
      onCancel={() => navigate(`${base}/listado`)}
      onEdit={id === null ? undefined : () => navigate(recordPath(base, id))}
      onRetry={() => {
        void reloadApartments();
        void reload();
      }}
    />
  );
}
