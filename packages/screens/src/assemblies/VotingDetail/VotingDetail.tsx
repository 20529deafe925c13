import {
  type Vote,
  type Voting,
  type VotingDetail as VotingOption,
  votingMajorityDescriptions,
  votingMajorityLabels,
  votingMessages,
  votingQuorumDescriptions,
  votingQuorumLabels,
} from '@horizontal/domain';
import { Button, Card, DescriptionList, InlineAlert, PageHeader, StatusBadge } from '@horizontal/ui';
import { AlertWithStep, FormSkeleton } from '../../shared/FormScreen';
import type { ActionResult } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import { votingPeriod, votingStatusBadges } from '../VotingsList/voting-labels';
import { OptionsCard } from './OptionsCard';
import { ResultPanel } from './ResultPanel';
import { VotesTable } from './VotesTable';

export type VotingDetailState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** No such voting in the complejo (a stale or typed link): only the way back to the list can help. */
  | { status: 'missing'; message: string }
  /** The voting, from the complejo's list, and POST /votings/votes/findall: every unit and its vote. */
  | { status: 'ready'; voting: Voting; votes: readonly Vote[] };

export type VotingDetailProps = {
  state: VotingDetailState;
  onRetry: () => void;
  /** Back to /votaciones/listado. */
  onBack: () => void;
  /** POST /votings/details/create (the app adds votingId); absent when the profile may not. */
  onCreateDetail?: (description: string) => Promise<ActionResult>;
  /** PUT /votings/details/update. */
  onUpdateDetail?: (detail: VotingOption, description: string) => Promise<ActionResult>;
  /** DELETE /votings/resolutions/delete/{id}. */
  onDeleteDetail?: (detail: VotingOption) => Promise<ActionResult>;
  /** PUT /votings/votes/update: a unit's vote, or null to withdraw it; absent when the profile may not. */
  onVote?: (apartmentId: number, detailId: number | null) => Promise<ActionResult>;
};

/**
 * /votaciones/detalle/asociar: one voting's page. Its rules in the law's words; while a borrador, its options; while
 * abierta, each unit's vote and the count as it stands; once cerrada, everything read-only with its verdict.
 */
export function VotingDetail({
  state,
  onRetry,
  onBack,
  onCreateDetail,
  onUpdateDetail,
  onDeleteDetail,
  onVote,
}: VotingDetailProps) {
  if (state.status !== 'ready') {
    return (
      <div className={layout.screen}>
        <PageHeader title="Votación" />
        {state.status === 'loading' && <FormSkeleton label="Cargando la votación…" />}
        {state.status === 'missing' && (
          <AlertWithStep
            tone="warning"
            title="No encontramos esa votación"
            message={state.message}
            stepLabel="Volver al listado"
            onStep={onBack}
          />
        )}
        {state.status === 'error' && (
          <InlineAlert tone="danger" title="No se pudo cargar la votación">
            {state.message}
            <div>
              <Button variant="secondary" size="sm" onClick={onRetry}>
                Reintentar
              </Button>
            </div>
          </InlineAlert>
        )}
      </div>
    );
  }

  const { voting, votes } = state;
  const badge = votingStatusBadges[voting.status];
  const draft = voting.status === 'borrador';
  const editsOptions = draft && (onCreateDetail || onUpdateDetail || onDeleteDetail);

  return (
    <div className={layout.screen}>
      <PageHeader
        title={voting.title}
        description={`${votingPeriod(voting)} · ${votingMajorityLabels[voting.majority]}`}
        meta={<StatusBadge label={badge.label} tone={badge.tone} />}
      />
      <Card title="Reglas">
        <DescriptionList
          items={[
            {
              term: 'Mayoría',
              description: `${votingMajorityLabels[voting.majority]}: ${votingMajorityDescriptions[voting.majority]}`,
            },
            {
              term: 'Quórum',
              description: `${votingQuorumLabels[voting.quorum]}: ${votingQuorumDescriptions[voting.quorum]}`,
            },
            { term: 'Descripción', description: voting.description || 'Sin descripción' },
          ]}
        />
      </Card>
      {editsOptions && (
        <OptionsCard
          voting={voting}
          onCreateDetail={onCreateDetail}
          onUpdateDetail={onUpdateDetail}
          onDeleteDetail={onDeleteDetail}
        />
      )}
      {draft ? (
        !editsOptions && (
          <Card title="Opciones">
            <ol>
              {voting.details.map((detail) => (
                <li key={detail.id}>{detail.description}</li>
              ))}
            </ol>
          </Card>
        )
      ) : (
        <ResultPanel voting={voting} />
      )}
      {draft ? (
        // Nobody votes a borrador, and who may vote in it is settled by its assembly later: no table of units yet.
        <InlineAlert tone="info">{votingMessages.votesLocked('borrador')}</InlineAlert>
      ) : (
        <VotesTable voting={voting} votes={votes} onVote={voting.status === 'abierta' ? onVote : undefined} />
      )}
    </div>
  );
}
