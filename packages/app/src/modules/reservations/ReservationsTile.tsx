import { codeModule, countNoun } from '@horizontal/domain';
import { ModuleTile } from '@horizontal/screens';
import { useNavigate } from 'react-router-dom';
import { retryFailed } from '../../data/remote';
import { useTileState } from '../../pages/module-tile';
import { useWorkScope } from '../../pages/work-scope';
import { reservationQueries } from './queries';

/** A figure, or null when the summary left it out (the profile may not read the bookings). */
const figure = (value: number | null, one: string, many: string, href: string, attention = false) =>
  value === null ? null : { value, label: countNoun(value, one, many), href, attention };

/** Reservas on Inicio: what awaits approval, and what is booked for today; both open the bookings ahead. */
export default function ReservationsTile() {
  const { buildingId } = useWorkScope();
  const navigate = useNavigate();
  const { query, state } = useTileState(
    reservationQueries.summary(buildingId),
    codeModule('reservations')?.notificationTypeId,
    ({ summary }) => [
      figure(
        summary.awaitingApproval,
        'reserva por aprobar',
        'reservas por aprobar',
        '/reservas/listado?filtro.status=pendiente',
        true,
      ),
      figure(summary.today, 'reserva para hoy', 'reservas para hoy', '/reservas/listado'),
    ],
  );
  return <ModuleTile title="Reservas" state={state} onRetry={() => retryFailed(query)} onOpen={navigate} />;
}
