import { Forgot } from '@horizontal/screens';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';

/** /forgot: sends a single-use code to the e-mail, then /validate takes it. */
export default function ForgotPage() {
  const navigate = useNavigate();
  return (
    <Forgot
      onSubmit={api.auth.forgot}
      onContinue={(email) => navigate(`/validate?email=${encodeURIComponent(email)}`)}
      onNavigate={navigate}
    />
  );
}
