import { CommonAreasList } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { useListWrites } from '../../../data/lists';
import { remoteOf, retryFailed } from '../../../data/remote';
import { buildingScope } from '../../../data/shared';
import { recordPath } from '../../../pages/screen-mode';
import { useWorkScope } from '../../../pages/work-scope';
import { complejoQueries } from '../queries';

const base = '/areascomunes';

/** /areascomunes/listado (GET /commonareas/findall/{complejo}, DELETE /commonareas/delete/{id}). */
export default function CommonAreasListPage() {
  const navigate = useNavigate();
  const { buildingId } = useWorkScope();
  const list = complejoQueries.commonAreas(buildingId);
  const commonAreas = useQuery(list);
  const writes = useListWrites(list, buildingScope(buildingId));
  return (
    <CommonAreasList
      state={remoteOf(commonAreas)}
      onRetry={() => retryFailed(commonAreas)}
      onCreate={() => navigate(`${base}/nuevo`)}
      onView={(area) => navigate(recordPath(base, area.id, true))}
      onEdit={(area) => navigate(recordPath(base, area.id))}
      onDelete={(area) => writes.removed(api.commonAreas.delete(area.id), area.id)}
    />
  );
}
