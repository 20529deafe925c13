import { contract } from '@horizontal/domain';
import { CommonAreasList } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { useListView } from '../../../data/list-view';
import { useListWrites } from '../../../data/lists';
import { remoteOf, retryFailed } from '../../../data/remote';
import { buildingScope } from '../../../data/shared';
import { recordPath } from '../../../pages/screen-mode';
import { useSheetOwners, useWorkScope } from '../../../pages/work-scope';
import { useCan } from '../../../session/useCan';
import { complexQueries } from '../queries';

const base = '/areascomunes';
/** A record's detail: where «Ver» and the link on its name lead. */
const detailOf = (record: { id: number }) => recordPath(base, record.id, true);

/** /areascomunes/listado (GET /commonareas/findall/{complejo}, DELETE /commonareas/delete/{id}). */
export default function CommonAreasListPage() {
  const listView = useListView();
  const sheetOwner = useSheetOwners().complejo;
  const navigate = useNavigate();
  const can = useCan();
  const { buildingId } = useWorkScope();
  const list = complexQueries.commonAreas(buildingId);
  const commonAreas = useQuery(list);
  const writes = useListWrites(list, buildingScope(buildingId));
  return (
    <CommonAreasList
      {...listView}
      state={remoteOf(commonAreas)}
      sheetOwner={sheetOwner}
      onRetry={() => retryFailed(commonAreas)}
      onCreate={can(contract.commonAreas.create) ? () => navigate(`${base}/nuevo`) : undefined}
      onView={(area) => navigate(detailOf(area))}
      viewHref={detailOf}
      onEdit={can(contract.commonAreas.update) ? (area) => navigate(recordPath(base, area.id)) : undefined}
      onDelete={
        can(contract.commonAreas.delete)
          ? (area) => writes.removed(api.commonAreas.delete(area.id), area.id)
          : undefined
      }
    />
  );
}
