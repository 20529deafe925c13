import { reserveMessages } from '../contract/reserves';
import { type ReserveStatus, reserveStatusLabels, reserveTransitions } from '../entities/reserve';
import { transitionProblem } from '../entities/status';
import { isAhead } from './clock';

type Held = { status: ReserveStatus; date: string; startTime: string | null };

/**
 * Why a booking may not move to `to` at `now`: a change the table does not allow (pendiente → confirmada |
 * rechazada, confirmada → cancelada), or confirming or cancelling a booking whose turn already started. A past
 * pending booking may still be rejected, so that the list of pending ones empties. Null when it may.
 */
export const reserveStatusProblem = (reserve: Held, to: ReserveStatus, now: Date): string | null => {
  const problem = transitionProblem(reserveTransitions, reserveStatusLabels, reserve.status, to);
  if (problem) return problem;
  if (to === 'confirmada' && !isAhead(reserve, now)) return reserveMessages.pastConfirm;
  if (to === 'cancelada' && !isAhead(reserve, now)) return reserveMessages.notFuture;
  return null;
};

/** Only a booking whose turn is still ahead may be deleted; a past one stays as the record of what happened. */
export const reserveRemovalProblem = (reserve: Held, now: Date): string | null =>
  isAhead(reserve, now) ? null : reserveMessages.notFuture;
