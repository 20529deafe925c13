import { contract, montevideoToday } from '@horizontal/domain';
import { NoticesList } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { useListView } from '../../../data/list-view';
import { useListWrites } from '../../../data/lists';
import { remoteOf, retryFailed } from '../../../data/remote';
import { sharedQueries } from '../../../data/shared';
import { recordPath } from '../../../pages/screen-mode';
import { useSheetOwners, useWorkScope } from '../../../pages/work-scope';
import { useCan } from '../../../session/useCan';
import { assembliesScope, assemblyQueries } from '../queries';
import { noticesPath } from './paths';

const detailOf = (notice: { id: number }) => recordPath(noticesPath, notice.id, true);

/** /noticias/listado (POST /notices/findall; DELETE /notices/delete/{id} from each row). */
export default function NoticesListPage() {
  const listView = useListView();
  const sheetOwner = useSheetOwners().complejo;
  const navigate = useNavigate();
  const can = useCan();
  const { buildingId } = useWorkScope();
  const list = assemblyQueries.notices(buildingId);
  const notices = useQuery(list);
  // The audience is named by its towers; while they load (or if they fail) the list still shows.
  const towers = useQuery(sharedQueries.towers(buildingId));
  const writes = useListWrites(list, assembliesScope(buildingId));
  return (
    <NoticesList
      {...listView}
      today={montevideoToday()}
      towers={towers.data?.towers ?? []}
      state={remoteOf(notices)}
      sheetOwner={sheetOwner}
      onRetry={() => retryFailed(notices, towers)}
      onCreate={can(contract.notices.create) ? () => navigate(`${noticesPath}/nuevo`) : undefined}
      onView={(notice) => navigate(detailOf(notice))}
      viewHref={detailOf}
      onDelete={
        can(contract.notices.delete) ? (notice) => writes.removed(api.notices.delete(notice.id), notice.id) : undefined
      }
    />
  );
}
