import { formatIsoDate, type Voting, type VotingStatus, votingStatusLabels } from '@horizontal/domain';
import type { StatusDefinition } from '@horizontal/ui';

/*
 * What the votings' list, form and page all say about a voting. Its own file: the form and the page import it
 * without loading the list's table.
 */

/** The domain's labels with the tone of a badge: in preparation, being voted, counted, or void. */
export const votingStatusBadges: Readonly<Record<VotingStatus, StatusDefinition>> = {
  borrador: { label: votingStatusLabels.borrador, tone: 'neutral' },
  abierta: { label: votingStatusLabels.abierta, tone: 'info' },
  cerrada: { label: votingStatusLabels.cerrada, tone: 'success' },
  anulada: { label: votingStatusLabels.anulada, tone: 'warning' },
};

/** «06/08/2026 – 20/08/2026». */
export const votingPeriod = (voting: Pick<Voting, 'startDate' | 'endDate'>) =>
  `${formatIsoDate(voting.startDate)} – ${formatIsoDate(voting.endDate)}`;

/** How a row is named in its menu and its confirmations. */
export const votingRowLabel = (voting: Pick<Voting, 'title'>) => `Votación «${voting.title}»`;
