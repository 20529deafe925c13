import { type AssignedUnitOptions, PantryForm } from '@horizontal/screens';
import { useToast } from '@horizontal/ui';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api';
import { formState, recordPath, useScreenMode } from '../screen-mode';
import { useRemote } from '../useRemote';
import { findIn, loadApartments, loadPantries } from './loaders';
import { useWorkScope } from './scope';

const base = '/despensas';

/** /despensas/nuevo (POST /pantries/create) and /despensas/modificar?id= (PUT /pantries/update). */
export default function PantryFormPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const { mode, id } = useScreenMode();
  const { buildingId } = useWorkScope();
  const [apartments, reloadApartments] = useRemote(() => loadApartments(buildingId), `apartments-${buildingId}`);
  const [pantry, reload] = useRemote(() => findIn(id, () => loadPantries(buildingId)), `pantry-${id}`);
  const state = formState(mode, pantry, 'No encontramos esa despensa en el complejo.');
  const record = state.mode !== 'CREATE' && state.status === 'ready' ? state.record : null;
  const options: AssignedUnitOptions =
    apartments.status === 'ready' ? { status: 'ready', apartments: apartments.value } : apartments;
  return (
    <PantryForm
      key={`${mode}-${id}`}
      state={state}
      options={options}
      onSubmit={(values) =>
        record ? api.pantries.update({ ...values, id: record.id }) : api.pantries.create({ ...values, buildingId })
      }
      onSaved={(values) => {
        toast.show({ message: `Se guardó la despensa ${values.number}.` });
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
