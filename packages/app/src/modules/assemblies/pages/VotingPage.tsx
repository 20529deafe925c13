import { contract, type Voting } from '@horizontal/domain';
import { VotingDetail, type VotingDetailState } from '@horizontal/screens';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { type Answer, remoteOf, remoteOfAll, retryFailed } from '../../../data/remote';
import { recordIn } from '../../../pages/record-form';
import { noRecordChosen, useScreenMode } from '../../../pages/screen-mode';
import { useWorkScope } from '../../../pages/work-scope';
import { useCan } from '../../../session/useCan';
import { assembliesScope, assemblyQueries } from '../queries';
import { votingsPath } from './paths';

const missing = 'No encontramos esa votación en el complejo.';

/**
 * /votaciones/detalle/asociar?id=<voting>: one voting's page. Its options (POST /votings/details/create, PUT
 * …/update, DELETE /votings/resolutions/delete/{id}), every unit and its vote (POST /votings/votes/findall; PUT
 * /votings/votes/update, a proxy's vote for each unit it holds) and the result by heads and by coefficient. The
 * voting itself, with its options and its count, comes from the complejo's cached list.
 */
export default function VotingPage() {
  const navigate = useNavigate();
  const can = useCan();
  const client = useQueryClient();
  const { buildingId } = useWorkScope();
  const { id } = useScreenMode();
  const votingId = id ?? 0;
  const list = assemblyQueries.votings(buildingId);
  const votings = useQuery({ ...list, enabled: id !== null });
  const found = recordIn(remoteOf(votings), 'votings', id);
  const voting = found.status === 'ready' ? found.record : undefined;
  const votesQuery = assemblyQueries.votes(buildingId, votingId);
  const votes = useQuery({ ...votesQuery, enabled: voting !== undefined });

  const state: VotingDetailState =
    id === null
      ? { status: 'missing', message: noRecordChosen }
      : found.status !== 'ready'
        ? found
        : voting === undefined
          ? { status: 'missing', message: missing }
          : remoteOfAll([votes], () => ({ voting, votes: votes.data?.votes ?? [] }));

  /** The voting's new options and count come with the list: it is read again after an option changes. */
  const optionsChanged = async <A extends Answer>(change: Promise<A>) => {
    const answer = await change;
    if (answer.ok) await client.invalidateQueries({ queryKey: assembliesScope(buildingId) });
    return answer;
  };

  const editsOptions = can(contract.votings.updateDetail);
  return (
    <VotingDetail
      state={state}
      onRetry={() => retryFailed(votings, votes)}
      onBack={() => navigate(`${votingsPath}/listado`)}
      onCreateDetail={
        can(contract.votings.createDetail)
          ? (description) => optionsChanged(api.votings.createDetail({ votingId, description }))
          : undefined
      }
      onUpdateDetail={
        editsOptions
          ? (detail, description) => optionsChanged(api.votings.updateDetail({ id: detail.id, description }))
          : undefined
      }
      onDeleteDetail={
        can(contract.votings.deleteDetail) ? (detail) => optionsChanged(api.votings.deleteDetail(detail.id)) : undefined
      }
      onVote={
        can(contract.votings.vote)
          ? async (apartmentId, detailId) => {
              const answer = await api.votings.vote({ votingId, apartmentId, detailId });
              if (answer.ok) {
                // The answer has the new count and every unit's vote: both go in place, nothing is read again.
                client.setQueryData(votesQuery.queryKey, { votes: answer.votes });
                client.setQueryData<{ votings: Voting[] }>(list.queryKey, (cached) =>
                  cached
                    ? { ...cached, votings: cached.votings.map((row) => (row.id === votingId ? answer.voting : row)) }
                    : cached,
                );
              }
              return answer;
            }
          : undefined
      }
    />
  );
}
