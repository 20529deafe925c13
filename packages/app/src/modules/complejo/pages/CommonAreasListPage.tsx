import { CommonAreasList } from '@horizontal/screens';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { recordPath } from '../../../pages/screen-mode';
import { listState, reloadOnOk, useRemote } from '../../../pages/useRemote';
import { useWorkScope } from '../../../pages/work-scope';
import { loadCommonAreas } from './loaders';

const base = '/areascomunes';

/** /areascomunes/listado (GET /commonareas/findall/{complejo}, DELETE /commonareas/delete/{id}). */
export default function CommonAreasListPage() {
  const navigate = useNavigate();
  const { buildingId } = useWorkScope();
  const [commonAreas, reload] = useRemote(() => loadCommonAreas(buildingId), `common-areas-${buildingId}`);
  return (
    <CommonAreasList
      state={listState(commonAreas, 'commonAreas')}
      onRetry={reload}
      onCreate={() => navigate(`${base}/nuevo`)}
      onView={(area) => navigate(recordPath(base, area.id, true))}
      onEdit={(area) => navigate(recordPath(base, area.id))}
      onDelete={(area) => reloadOnOk(reload)(api.commonAreas.delete(area.id))}
    />
  );
}
