import { UsersList } from '@horizontal/screens';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api';
import { recordPath } from '../screen-mode';
import { listState, useRemote } from '../useRemote';

const base = '/usuarios';

/** /usuarios/listado (GET /users/findall, PUT /users/status). */
export default function UsersListPage() {
  const navigate = useNavigate();
  const [users, reload] = useRemote(async () => {
    const answer = await api.users.findAll();
    return answer.ok ? { ok: true, value: answer.users } : answer;
  }, 'users');
  return (
    <UsersList
      state={listState(users, 'users')}
      onRetry={reload}
      onCreate={() => navigate(`${base}/nuevo`)}
      onView={(user) => navigate(recordPath(base, user.id, true))}
      onEdit={(user) => navigate(recordPath(base, user.id))}
      onStatusChange={async (user, status) => {
        const answer = await api.users.status({ id: user.id, status });
        if (answer.ok) void reload();
        return answer;
      }}
    />
  );
}
