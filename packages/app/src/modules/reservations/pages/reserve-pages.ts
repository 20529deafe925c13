import { isCurrentReserve, montevideoToday, type ReserveStatus } from '@horizontal/domain';
import type { ReservesView } from '@horizontal/screens';
import { recordPath } from '../../../pages/screen-mode';
import { reservationQueries } from '../queries';

export const reservesBase = '/reservas';

/** `?vista=historicas` shows the history; the list and a booking's detail read the same list. */
export const viewOf = (params: URLSearchParams): ReservesView =>
  params.get('vista') === 'historicas' ? 'historicas' : 'vigentes';

/** The cached list a view shows. */
export const listOfView = (view: ReservesView, buildingId: number) =>
  view === 'historicas' ? reservationQueries.historic(buildingId) : reservationQueries.current(buildingId);

/** A booking's detail, telling it which list holds it (a past one is not among the vigentes). */
export const reserveDetailOf = (view: ReservesView) => (reserve: { id: number }) =>
  recordPath(reservesBase, reserve.id, true, view === 'historicas' ? { historica: 1 } : {});

/** Whether a booking moved to `status` still belongs among the vigentes (a rejected or cancelled one leaves). */
export const staysCurrent = (reserve: { date: string }, status: ReserveStatus, now: Date) =>
  isCurrentReserve({ ...reserve, status }, montevideoToday(now));
