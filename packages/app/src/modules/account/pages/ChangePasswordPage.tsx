import { ChangePassword } from '@horizontal/screens';
import { useToast } from '@horizontal/ui';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { useSession, useSignedInUser } from '../../../session/SessionProvider';

/** /change: forced for a newly created user (indCreated) until the password is replaced (POST /auth/change). */
export default function ChangePasswordPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const session = useSession();
  const user = useSignedInUser();
  return (
    <ChangePassword
      forced={user.indCreated}
      onSubmit={api.auth.change}
      onChanged={() => {
        session.markPasswordChanged();
        toast.show({ message: 'Su contraseña quedó cambiada.' });
        navigate('/home', { replace: true });
      }}
      onSignOut={() => void session.signOut()}
    />
  );
}
