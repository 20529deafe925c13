import { Validate } from '@horizontal/screens';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../api';

/** /validate: the code from the e-mail and a new password (POST /auth/validate). */
export default function ValidatePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return <Validate initialEmail={params.get('email') ?? ''} onSubmit={api.auth.validate} onNavigate={navigate} />;
}
