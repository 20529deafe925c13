import { Account } from '@horizontal/screens';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { useLeaveGuard } from '../../../navigation/LeaveGuard';
import { useSession, useSignedInUser } from '../../../session/SessionProvider';

/** /account: the signed-in person's own data; name and phone can change (POST /auth/user). */
export default function AccountPage() {
  const session = useSession();
  const user = useSignedInUser();
  const leave = useLeaveGuard();
  const navigate = useNavigate();
  return (
    <Account
      user={user}
      onDirtyChange={leave.reportDirty}
      onChangePassword={() => navigate('/account/password')}
      onSubmit={async (update) => {
        const answer = await api.auth.user(update);
        if (answer.ok) session.updateUser(update);
        return answer;
      }}
    />
  );
}
