import { Landing } from '@horizontal/screens';
import { useNavigate } from 'react-router-dom';

export default function LandingPage() {
  const navigate = useNavigate();
  return <Landing onNavigate={navigate} />;
}
