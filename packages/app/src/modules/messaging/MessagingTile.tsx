import { codeModule, countNoun } from '@horizontal/domain';
import { ModuleTile } from '@horizontal/screens';
import { useNavigate } from 'react-router-dom';
import { retryFailed } from '../../data/remote';
import { useTileState } from '../../pages/module-tile';
import { useWorkScope } from '../../pages/work-scope';
import { listPath } from './pages/paths';
import { messagingQueries, unreadThreads } from './queries';

/**
 * Mensajería on Inicio: the residents' conversations with a message not read yet. The inbox the list shows answers
 * it (no summary call): the tile and the list share it in the cache, and a message notification asks for it again.
 */
export default function MessagingTile() {
  const { buildingId } = useWorkScope();
  const navigate = useNavigate();
  const { query, state } = useTileState(
    messagingQueries.inbox(buildingId),
    codeModule('messaging')?.notificationTypeId,
    ({ inbox }) => {
      const unread = unreadThreads(inbox);
      return [
        {
          value: unread,
          label: countNoun(unread, 'conversación sin leer', 'conversaciones sin leer'),
          href: listPath,
          attention: true,
        },
      ];
    },
  );
  return <ModuleTile title="Mensajería" state={state} onRetry={() => retryFailed(query)} onOpen={navigate} />;
}
