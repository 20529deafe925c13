import { Policy } from '@horizontal/screens';
import { useNavigate } from 'react-router-dom';

export default function PolicyPage() {
  return <Policy onNavigate={useNavigate()} />;
}
