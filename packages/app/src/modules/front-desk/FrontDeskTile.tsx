import { codeModule, countNoun } from '@horizontal/domain';
import { ModuleTile } from '@horizontal/screens';
import { useNavigate } from 'react-router-dom';
import { retryFailed } from '../../data/remote';
import { useTileState } from '../../pages/module-tile';
import { useWorkScope } from '../../pages/work-scope';
import { frontDeskQueries } from './queries';

/** A figure, or null when the summary left it out (the profile may not read its list). */
const figure = (value: number | null, one: string, many: string, href: string, attention = false) =>
  value === null ? null : { value, label: countNoun(value, one, many), href, attention };

/** Portería on Inicio: the parcels waiting at the desk, and the visits still expected today. */
export default function FrontDeskTile() {
  const { buildingId } = useWorkScope();
  const navigate = useNavigate();
  const { query, state } = useTileState(
    frontDeskQueries.summary(buildingId),
    codeModule('front-desk')?.notificationTypeId,
    ({ summary }) => [
      // The list puts those waiting first; the filter leaves exactly the ones counted.
      figure(
        summary.waitingParcels,
        'encomienda esperando',
        'encomiendas esperando',
        '/encomiendas/listado?filtro.status=recibida',
        true,
      ),
      figure(summary.expectedVisits, 'visita esperada hoy', 'visitas esperadas hoy', '/visitas/listado'),
    ],
  );
  return <ModuleTile title="Portería" state={state} onRetry={() => retryFailed(query)} onOpen={navigate} />;
}
