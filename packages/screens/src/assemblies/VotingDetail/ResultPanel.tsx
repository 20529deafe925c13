import {
  formatCoefficient,
  formatShare,
  type Voting,
  votingQuorumDescriptions,
  votingQuorumLabels,
} from '@horizontal/domain';
import { Card } from '@horizontal/ui';
import * as styles from './VotingDetail.css';
import { optionResults, participationLine, verdictSentence } from './voting-result';

const unitsWord = (count: number) => (count === 1 ? '1 unidad' : `${count} unidades`);

/** A share as a bar's width, between nothing and all of it. */
const widthOf = (part: number, whole: number) => `${whole <= 0 ? 0 : Math.min(100, (part / whole) * 100)}%`;

/**
 * The count as it stands (abierta) or as it ended (cerrada): each option's units and coefficient, in figures and in
 * bars that only repeat the figures; the participation against the quorum; and the verdict in one sentence.
 */
export function ResultPanel({ voting }: { voting: Voting }) {
  const { count } = voting;
  const results = optionResults(voting);
  const live = voting.status === 'abierta';
  return (
    <Card
      title={live ? 'Resultado parcial' : 'Resultado'}
      description={
        live ? 'El conteo con los votos registrados hasta ahora; queda fijo al cerrar la votación.' : undefined
      }
    >
      <div className={styles.stack}>
        {voting.status === 'anulada' ? (
          <p className={styles.verdict}>Anulada: sus votos no deciden nada.</p>
        ) : (
          <p className={styles.verdict}>
            {live && 'Si cerrara ahora: '}
            {verdictSentence(voting)}
          </p>
        )}
        <p className={styles.note}>
          {`${participationLine(voting)}. Quórum: ${votingQuorumLabels[voting.quorum].toLowerCase()}, ` +
            `${count.quorumMet ? 'alcanzado' : 'no alcanzado'} (${votingQuorumDescriptions[voting.quorum]})`}
        </p>
        <ul className={styles.results} aria-label="Votos por opción">
          {results.map(({ detail, heads, coefficient }) => {
            const winner = count.winnerId === detail.id && voting.status !== 'anulada';
            return (
              <li key={detail.id} className={styles.result}>
                <span className={styles.resultHead}>
                  <span className={styles.resultName}>
                    {detail.description}
                    {winner && (live ? ' (la que gana hasta ahora)' : ' (decidida)')}
                  </span>
                  <span className={styles.resultFigures}>
                    {unitsWord(heads)} ({formatShare(heads, count.voters.heads)} de las que votaron) ·{' '}
                    {formatCoefficient(coefficient)} del coeficiente
                  </span>
                </span>
                <span className={styles.bars} aria-hidden="true">
                  <span className={styles.barLabel}>Unidades</span>
                  <span className={styles.track}>
                    <span
                      className={winner ? styles.winnerFill : styles.fill}
                      style={{ width: widthOf(heads, count.voters.heads), display: 'block' }}
                    />
                  </span>
                  <span className={styles.barLabel}>Coeficiente</span>
                  <span className={styles.track}>
                    <span
                      className={winner ? styles.winnerFill : styles.fill}
                      style={{ width: widthOf(coefficient, count.units.coefficient), display: 'block' }}
                    />
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </Card>
  );
}
