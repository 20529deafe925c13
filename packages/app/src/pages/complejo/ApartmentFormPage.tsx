import { ApartmentForm, type ApartmentFormOptions } from '@horizontal/screens';
import { useToast } from '@horizontal/ui';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api';
import { formState, recordPath, useScreenMode } from '../screen-mode';
import { useRemote } from '../useRemote';
import { findIn, loadApartments } from './loaders';
import { useWorkScope } from './scope';

const base = '/apartamentos';

/** /apartamentos/nuevo (POST /apartments/create) and /apartamentos/modificar?id= (PUT /apartments/update). */
export default function ApartmentFormPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const { mode, id } = useScreenMode();
  const { buildingId } = useWorkScope();
  const [options, reloadOptions] = useRemote(async () => {
    const [towers, reference] = await Promise.all([api.towers.findAll(buildingId), api.general.data()]);
    if (!towers.ok) return towers;
    if (!reference.ok) return reference;
    return { ok: true, value: { towers: towers.towers, unitTypes: reference.unitType } };
  }, `apartment-options-${buildingId}`);
  const [apartment, reload] = useRemote(() => findIn(id, () => loadApartments(buildingId)), `apartment-${id}`);
  const state = formState(mode, apartment, 'No encontramos ese apartamento en el complejo.');
  const record = state.mode !== 'CREATE' && state.status === 'ready' ? state.record : null;
  const formOptions: ApartmentFormOptions =
    options.status === 'ready' ? { status: 'ready', ...options.value } : options;
  return (
    <ApartmentForm
      key={`${mode}-${id}`}
      state={state}
      options={formOptions}
      onSubmit={(values) =>
        record ? api.apartments.update({ ...values, id: record.id }) : api.apartments.create({ ...values, buildingId })
      }
      onSaved={(values) => {
        toast.show({ message: `Se guardó el apartamento ${values.number}.` });
        navigate(`${base}/listado`);
      }}
      onCancel={() => navigate(`${base}/listado`)}
      onEdit={id === null ? undefined : () => navigate(recordPath(base, id))}
      onRetry={() => {
        void reloadOptions();
        void reload();
      }}
    />
  );
}
