import { ResidentForm, type ResidentFormOptions } from '@horizontal/screens';
import { useToast } from '@horizontal/ui';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api';
import { formState, useScreenMode } from '../screen-mode';
import { useRemote } from '../useRemote';
import { findIn, loadApartments, loadResidents } from './loaders';
import { useWorkScope } from './scope';

const base = '/residentes';

/**
 * /residentes/nuevo (POST /residents/create) and /residentes/modificar?id=: residents have no update in the spec,
 * so an existing one opens read-only and the screen says how to correct it.
 */
export default function ResidentFormPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const { mode, id } = useScreenMode();
  const { buildingId } = useWorkScope();
  const [apartments, reloadApartments] = useRemote(() => loadApartments(buildingId), `apartments-${buildingId}`);
  const [resident, reload] = useRemote(() => findIn(id, () => loadResidents(buildingId)), `resident-${id}`);
  const options: ResidentFormOptions =
    apartments.status === 'ready' ? { status: 'ready', apartments: apartments.value } : apartments;
  return (
    <ResidentForm
      key={`${mode}-${id}`}
      state={formState(mode, resident, 'No encontramos ese residente en el complejo.')}
      options={options}
      onSubmit={(values) => api.residents.create({ ...values, buildingId })}
      onSaved={(values) => {
        toast.show({ message: `Se creó el residente ${values.name} ${values.lastName}.` });
        navigate(`${base}/listado`);
      }}
      onCancel={() => navigate(`${base}/listado`)}
      onApartments={id === null ? undefined : () => navigate(`${base}/apartamentos/asociar?id=${id}`)}
      onRetry={() => {
        void reloadApartments();
        void reload();
      }}
    />
  );
}
