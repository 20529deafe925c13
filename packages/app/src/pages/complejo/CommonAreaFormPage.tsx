import { CommonAreaForm } from '@horizontal/screens';
import { useToast } from '@horizontal/ui';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api';
import { formState, recordPath, useScreenMode } from '../screen-mode';
import { useRemote } from '../useRemote';
import { findIn, loadCommonAreas } from './loaders';
import { useWorkScope } from './scope';

const base = '/areascomunes';

/** /areascomunes/nuevo (POST /commonareas/create) and /areascomunes/modificar?id= (PUT /commonareas/update). */
export default function CommonAreaFormPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const { mode, id } = useScreenMode();
  const { buildingId } = useWorkScope();
  const [area, reload] = useRemote(() => findIn(id, () => loadCommonAreas(buildingId)), `common-area-${id}`);
  const state = formState(mode, area, 'No encontramos esa área común en el complejo.');
  const record = state.mode !== 'CREATE' && state.status === 'ready' ? state.record : null;
  return (
    <CommonAreaForm
      key={`${mode}-${id}`}
      state={state}
      onSubmit={(values) =>
        record
          ? api.commonAreas.update({ ...values, id: record.id })
          : api.commonAreas.create({ ...values, buildingId })
      }
      onSaved={(values) => {
        toast.show({ message: `Se guardó el área común ${values.name}.` });
        navigate(`${base}/listado`);
      }}
      onCancel={() => navigate(`${base}/listado`)}
      onEdit={id === null ? undefined : () => navigate(recordPath(base, id))}
      onRetry={reload}
    />
  );
}
