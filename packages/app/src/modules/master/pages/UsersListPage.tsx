import { UsersList } from '@horizontal/screens';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { recordPath } from '../../../pages/screen-mode';
import { fieldOf, listState, reloadOnOk, useRemote } from '../../../pages/useRemote';

const base = '/usuarios';

/** /usuarios/listado (GET /users/findall, PUT /users/status). */
export default function UsersListPage() {
  const navigate = useNavigate();
  const [users, reload] = useRemote(() => fieldOf(api.users.findAll(), 'users'), 'users');
  return (
    <UsersList
      state={listState(users, 'users')}
      onRetry={reload}
      onCreate={() => navigate(`${base}/nuevo`)}
      onView={(user) => navigate(recordPath(base, user.id, true))}
      onEdit={(user) => navigate(recordPath(base, user.id))}
      onStatusChange={(user, status) => reloadOnOk(reload)(api.users.status({ id: user.id, status }))}
    />
  );
}
