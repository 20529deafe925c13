import {
  type Assembly,
  formatIsoDate,
  type Voting,
  votingMajorityDescriptions,
  votingMajorityLabels,
  votingQuorumDescriptions,
  votingQuorumLabels,
} from '@horizontal/domain';
import { Button, Card, DescriptionList, StatusBadge } from '@horizontal/ui';
import { FormScreen } from '../../shared/FormScreen';
import { verdictSentence } from '../VotingDetail/voting-result';
import { votingPeriod, votingStatusBadges } from '../VotingsList/voting-labels';
import * as styles from './VotingForm.css';

export type VotingRecordProps = {
  voting: Voting;
  /** The complejo's assemblies, to name the one it belongs to; its id alone is not worth showing. */
  assemblies?: readonly Assembly[];
  onOpenPage?: () => void;
};

const assemblyName = (voting: Voting, assemblies: readonly Assembly[] | undefined) => {
  if (voting.assemblyId === null) return 'Ninguna: votan todas las unidades';
  const assembly = assemblies?.find((candidate) => candidate.id === voting.assemblyId);
  return assembly ? `${assembly.title} (${formatIsoDate(assembly.date)})` : 'Una asamblea del complejo';
};

/** A voting as created: its question, period, rules and options, and the result when it has one. */
export function VotingRecord({ voting, assemblies, onOpenPage }: VotingRecordProps) {
  const badge = votingStatusBadges[voting.status];
  const counted = voting.status === 'abierta' || voting.status === 'cerrada';
  return (
    <FormScreen
      title={voting.title}
      description={votingPeriod(voting)}
      meta={<StatusBadge label={badge.label} tone={badge.tone} />}
      actions={
        onOpenPage && (
          <Button variant="secondary" onClick={onOpenPage}>
            Opciones y votos
          </Button>
        )
      }
    >
      <Card title="Votación">
        <DescriptionList
          items={[
            { term: 'Período', description: votingPeriod(voting) },
            { term: 'Estado', description: badge.label },
            { term: 'Asamblea', description: assemblyName(voting, assemblies) },
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
      <Card title="Opciones">
        {voting.details.length === 0 ? (
          <p className={styles.note}>Todavía no tiene opciones.</p>
        ) : (
          <ol className={styles.recordOptions}>
            {voting.details.map((detail) => (
              <li key={detail.id}>{detail.description}</li>
            ))}
          </ol>
        )}
        {counted && <p className={styles.verdict}>{verdictSentence(voting)}</p>}
      </Card>
    </FormScreen>
  );
}
