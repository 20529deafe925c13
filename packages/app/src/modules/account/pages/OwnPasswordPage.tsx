import { ChangePassword } from '@horizontal/screens';
import { useToast } from '@horizontal/ui';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { useLeaveGuard } from '../../../navigation/LeaveGuard';

/**
 * /account/password: a signed-in user changes their own password from «Mi cuenta» (POST /auth/change); the
 * server closes their other sessions. The forced change of a new user is /change.
 */
export default function OwnPasswordPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const leave = useLeaveGuard();
  return (
    <ChangePassword
      onSubmit={api.auth.change}
      onDirtyChange={leave.reportDirty}
      onChanged={() => {
        leave.leaveAsked();
        toast.show({ message: 'Su contraseña quedó cambiada. Se cerraron sus otras sesiones.' });
        navigate('/account');
      }}
      onCancel={() => {
        leave.leaveAsked();
        navigate('/account');
      }}
    />
  );
}
