import { PantriesList } from '@horizontal/screens';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { recordPath } from '../../../pages/screen-mode';
import { listState, reloadOnOk, useRemote } from '../../../pages/useRemote';
import { useWorkScope } from '../../../pages/work-scope';
import { loadApartments, loadPantries } from './loaders';

const base = '/despensas';

/** /despensas/listado (GET /pantries/findall/{complejo}, DELETE /pantries/remove/{id}); units name each assignment. */
export default function PantriesListPage() {
  const navigate = useNavigate();
  const { buildingId } = useWorkScope();
  const [pantries, reload] = useRemote(() => loadPantries(buildingId), `pantries-${buildingId}`);
  const [apartments] = useRemote(() => loadApartments(buildingId), `apartments-${buildingId}`);
  return (
    <PantriesList
      state={listState(pantries, 'pantries')}
      apartments={apartments.status === 'ready' ? apartments.value : undefined}
      onRetry={reload}
      onCreate={() => navigate(`${base}/nuevo`)}
      onView={(pantry) => navigate(recordPath(base, pantry.id, true))}
      onEdit={(pantry) => navigate(recordPath(base, pantry.id))}
      onDelete={(pantry) => reloadOnOk(reload)(api.pantries.remove(pantry.id))}
    />
  );
}
