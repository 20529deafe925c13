import { codeModule, countNoun, montevideoToday } from '@horizontal/domain';
import { ModuleTile } from '@horizontal/screens';
import { useNavigate } from 'react-router-dom';
import { retryFailed } from '../../data/remote';
import { useTileState } from '../../pages/module-tile';
import { useWorkScope } from '../../pages/work-scope';
import { licensesPath } from './pages/paths';
import { personnelQueries } from './queries';

/**
 * Personal on Inicio: the leave requests waiting for an answer, and who is on leave today. The licenses' answer the
 * list shows gives both (no summary call): a request's notification (type 8) asks for it again.
 */
export default function PersonnelTile() {
  const { buildingId } = useWorkScope();
  const navigate = useNavigate();
  const today = montevideoToday();
  const { query, state } = useTileState(
    personnelQueries.licenses(buildingId),
    codeModule('personnel')?.notificationTypeId,
    ({ licenses, pending }) => {
      const away = licenses.filter(
        (license) => license.status === 'aprobada' && license.startDate <= today && today <= license.endDate,
      ).length;
      return [
        {
          value: pending.length,
          label: countNoun(pending.length, 'licencia por aprobar', 'licencias por aprobar'),
          href: `${licensesPath}/listado`,
          attention: true,
        },
        {
          value: away,
          label: countNoun(away, 'persona de licencia hoy', 'personas de licencia hoy'),
          href: `${licensesPath}/listado`,
        },
      ];
    },
  );
  return <ModuleTile title="Personal" state={state} onRetry={() => retryFailed(query)} onOpen={navigate} />;
}
