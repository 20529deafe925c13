import { contract } from '@horizontal/domain';
import { UnlinksList } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useListView } from '../../../data/list-view';
import { remoteOf, retryFailed } from '../../../data/remote';
import { recordPath } from '../../../pages/screen-mode';
import { useSheetOwners, useWorkScope } from '../../../pages/work-scope';
import { useCan } from '../../../session/useCan';
import { personnelQueries } from '../queries';
import { unlinksPath } from './paths';

const detailOf = (record: { id: number }) => recordPath(unlinksPath, record.id, true);

/** /desvinculaciones/listado (GET /unlink/findall/{id}): final, so the rows only open their ficha. */
export default function UnlinksListPage() {
  const listView = useListView();
  const sheetOwner = useSheetOwners().complejo;
  const navigate = useNavigate();
  const can = useCan();
  const { buildingId } = useWorkScope();
  const unlinks = useQuery(personnelQueries.unlinks(buildingId));
  return (
    <UnlinksList
      {...listView}
      state={remoteOf(unlinks)}
      sheetOwner={sheetOwner}
      onRetry={() => retryFailed(unlinks)}
      onCreate={can(contract.unlinks.create) ? () => navigate(`${unlinksPath}/nuevo`) : undefined}
      onView={(row) => navigate(detailOf(row))}
      viewHref={detailOf}
    />
  );
}
