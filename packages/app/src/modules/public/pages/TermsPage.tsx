import { Terms } from '@horizontal/screens';
import { useNavigate } from 'react-router-dom';

export default function TermsPage() {
  return <Terms onNavigate={useNavigate()} />;
}
