import { formatCoefficient, type Vote, type VotingDetail } from '@horizontal/domain';
import { memo, type ReactNode } from 'react';
import * as styles from './VotingDetail.css';

/** The select's value of a unit that has not voted: an option cannot have an empty value and still be chosen. */
export const NO_VOTE = 'sin-votar';

export type VoteRowProps = {
  vote: Vote;
  /** The option shown: the one chosen while the answer is on its way, or the one recorded. */
  detailId: number | null;
  details: readonly VotingDetail[];
  /** Absent when nothing can be voted (not abierta, or the profile may not): the row says the vote in words. */
  onChoose?: (vote: Vote, detailId: number | null) => void;
  pending: boolean;
};

/**
 * One unit of the votes table. Memoized with a stable `onChoose`: a vote redraws its row and those of its proxy,
 * not the other 199.
 */
export const VoteRow = memo(function VoteRow({ vote, detailId, details, onChoose, pending }: VoteRowProps) {
  const chosen = details.find((detail) => detail.id === detailId);
  const coefficient = formatCoefficient(vote.coefficient);
  let cell: ReactNode;
  if (!vote.mayVote) cell = <span className={styles.note}>No vota: no estuvo en la asamblea</span>;
  else if (onChoose)
    cell = (
      <select
        className={styles.select}
        aria-label={`Voto de ${vote.apartment}`}
        value={detailId === null ? NO_VOTE : String(detailId)}
        aria-busy={pending || undefined}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onChoose(vote, value === NO_VOTE ? null : Number(value));
        }}
      >
        <option value={NO_VOTE}>Sin votar</option>
        {details.map((detail) => (
          <option key={detail.id} value={detail.id}>
            {detail.description}
          </option>
        ))}
      </select>
    );
  else cell = chosen ? chosen.description : 'Sin votar';
  return (
    <tr data-unit={vote.apartmentId}>
      <th scope="row">
        {vote.apartment}
        <span className={styles.unitCoefficient}>{coefficient}</span>
      </th>
      <td className={`${styles.numeric} ${styles.hideOnPhone}`}>{coefficient}</td>
      <td>
        {cell}
        {vote.castBy && vote.mayVote && <span className={styles.proxy}>por poder de {vote.castBy}</span>}
      </td>
    </tr>
  );
});
