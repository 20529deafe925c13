import { contract } from '@horizontal/domain';
import { VotingsList } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { useListView } from '../../../data/list-view';
import { useListWrites } from '../../../data/lists';
import { remoteOf, retryFailed } from '../../../data/remote';
import { useSheetOwners, useWorkScope } from '../../../pages/work-scope';
import { useCan } from '../../../session/useCan';
import { assembliesScope, assemblyQueries } from '../queries';
import { useRecordView, votingPageRoute, votingsPath } from './paths';

/**
 * /votaciones/listado (POST /votings/findall; PUT /votings/status/update to open or close one, DELETE
 * /votings/delete/{id}, from each row). «Ver» opens the voting's page: its options, each unit's vote and the result.
 */
export default function VotingsListPage() {
  const listView = useListView();
  const sheetOwner = useSheetOwners().complejo;
  const navigate = useNavigate();
  const can = useCan();
  const viewOf = useRecordView(votingsPath, votingPageRoute);
  const { buildingId } = useWorkScope();
  const list = assemblyQueries.votings(buildingId);
  const votings = useQuery(list);
  // Opening or closing a voting changes the tile's count and the voting's page.
  const writes = useListWrites(list, assembliesScope(buildingId));
  return (
    <VotingsList
      {...listView}
      state={remoteOf(votings)}
      sheetOwner={sheetOwner}
      onRetry={() => retryFailed(votings)}
      onCreate={can(contract.votings.create) ? () => navigate(`${votingsPath}/nuevo`) : undefined}
      onView={(voting) => navigate(viewOf(voting))}
      viewHref={viewOf}
      onStatus={
        can(contract.votings.status)
          ? (voting, status) => writes.replaced(api.votings.status({ id: voting.id, status }), 'voting')
          : undefined
      }
      onDelete={
        can(contract.votings.delete) ? (voting) => writes.removed(api.votings.delete(voting.id), voting.id) : undefined
      }
    />
  );
}
