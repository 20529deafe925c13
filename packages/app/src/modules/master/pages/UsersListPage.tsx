import { UsersList } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { useListView } from '../../../data/list-view';
import { useListWrites } from '../../../data/lists';
import { remoteOf, retryFailed } from '../../../data/remote';
import { recordPath } from '../../../pages/screen-mode';
import { useSignedInUser } from '../../../session/SessionProvider';
import { masterQueries } from '../queries';

const base = '/usuarios';

/** /usuarios/listado (GET /users/findall, PUT /users/status, POST /users/temporary-password). */
export default function UsersListPage() {
  const listView = useListView();
  const navigate = useNavigate();
  const list = masterQueries.users();
  const users = useQuery(list);
  const writes = useListWrites(list);
  const me = useSignedInUser();
  return (
    <UsersList
      {...listView}
      state={remoteOf(users)}
      onRetry={() => retryFailed(users)}
      onCreate={() => navigate(`${base}/nuevo`)}
      onView={(user) => navigate(recordPath(base, user.id, true))}
      viewHref={(user) => recordPath(base, user.id, true)}
      onEdit={(user) => navigate(recordPath(base, user.id))}
      onStatusChange={(user, status) => writes.replaced(api.users.status({ id: user.id, status }), 'user')}
      onSendTemporaryPassword={(user) => api.users.temporaryPassword({ id: user.id })}
      signedInUserId={me.id}
    />
  );
}
