import { matchesUnitSearch, type Vote, type Voting, votingMessages } from '@horizontal/domain';
import { Card, InlineAlert, TextField } from '@horizontal/ui';
import { useCallback, useRef, useState } from 'react';
import { type ActionResult, settle } from '../../shared/forms';
import { VoteRow } from './VoteRow';
import * as styles from './VotingDetail.css';

export type VotesTableProps = {
  voting: Voting;
  votes: readonly Vote[];
  /** Absent when the profile may not vote, or the voting is not abierta: the table is then read-only. */
  onVote?: (apartmentId: number, detailId: number | null) => Promise<ActionResult>;
};

type Notice = { tone: 'success' | 'danger'; title: string; message: string };

/**
 * Every unit of the complejo and its vote. A choice is sent at once (PUT /votings/votes/update) and the row shows it
 * while the answer comes; the answer's words say when a proxy voted for several units, and a refusal puts the row
 * back as it was.
 */
export function VotesTable({ voting, votes, onVote }: VotesTableProps) {
  const [query, setQuery] = useState('');
  const [source, setSource] = useState(votes);
  /** The choices on their way to the server, by unit. */
  const [chosen, setChosen] = useState<ReadonlyMap<number, number | null>>(new Map());
  const [notice, setNotice] = useState<Notice | null>(null);
  const onVoteRef = useRef(onVote);
  onVoteRef.current = onVote;
  const labelOf = useCallback(
    (detailId: number | null) =>
      detailId === null ? null : (voting.details.find((detail) => detail.id === detailId)?.description ?? null),
    [voting.details],
  );

  // The app hands over the votes the server answered: they replace the choices that were on their way.
  if (votes !== source) {
    setSource(votes);
    setChosen(new Map());
  }

  const choose = useCallback(
    async (vote: Vote, detailId: number | null) => {
      const send = onVoteRef.current;
      if (!send) return;
      setNotice(null);
      setChosen((current) => new Map(current).set(vote.apartmentId, detailId));
      const result = await settle(() => send(vote.apartmentId, detailId));
      if (result.ok) {
        const option = labelOf(detailId);
        setNotice({
          tone: 'success',
          title: option ? `${vote.apartment} votó «${option}»` : `${vote.apartment} quedó sin votar`,
          message: result.message ?? '',
        });
        return;
      }
      setChosen((current) => {
        const next = new Map(current);
        next.delete(vote.apartmentId);
        return next;
      });
      setNotice({
        tone: 'danger',
        title: `No se pudo registrar el voto de ${vote.apartment}`,
        message: result.message,
      });
    },
    [labelOf],
  );

  const open = voting.status === 'abierta';
  const editable = open && onVote !== undefined;
  const needle = query.trim();
  const shown = needle ? votes.filter((vote) => matchesUnitSearch(vote.apartment, needle)) : votes;
  const voted = votes.filter((vote) => vote.detailId !== null).length;
  const mayVote = votes.filter((vote) => vote.mayVote).length;

  return (
    <Card title="Votos">
      <div className={styles.stack}>
        {!open && <p className={styles.note}>{votingMessages.votesLocked(voting.status)}</p>}
        {notice && (
          <InlineAlert tone={notice.tone} title={notice.title}>
            {notice.message}
          </InlineAlert>
        )}
        <div className={styles.toolbar}>
          <TextField
            size="sm"
            type="search"
            label="Buscar unidad"
            name="buscar-unidad"
            value={query}
            onChange={setQuery}
            autoComplete="off"
            hint="Por torre o número, por ejemplo A 101."
          />
          <p className={styles.note}>
            {`Votaron ${voted} de ${mayVote} ${mayVote === 1 ? 'unidad que puede votar' : 'unidades que pueden votar'}`}
          </p>
        </div>
        <table className={styles.table}>
          <caption className={styles.caption}>Votos por unidad</caption>
          <thead>
            <tr>
              <th scope="col">Unidad</th>
              <th scope="col" className={`${styles.numeric} ${styles.hideOnPhone}`}>
                Coeficiente
              </th>
              <th scope="col">Voto</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((vote) => {
              const pending = chosen.has(vote.apartmentId);
              return (
                <VoteRow
                  key={vote.apartmentId}
                  vote={vote}
                  detailId={pending ? chosen.get(vote.apartmentId)! : vote.detailId}
                  details={voting.details}
                  onChoose={editable ? choose : undefined}
                  pending={pending}
                />
              );
            })}
          </tbody>
        </table>
        {needle && shown.length === 0 && <p className={styles.note}>Ninguna unidad coincide con «{needle}».</p>}
      </div>
    </Card>
  );
}
