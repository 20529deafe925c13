import { Button } from '@horizontal/ui';
import { vars } from '@horizontal/ui/theme';
import { useNavigate } from 'react-router-dom';

export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <main style={{ minHeight: '60vh', display: 'grid', placeItems: 'center', padding: vars.space.xl }}>
      <div style={{ textAlign: 'center' }}>
        <h1>Página no encontrada</h1>
        <p>La dirección que abrió no existe o fue movida.</p>
        <Button onClick={() => navigate('/')}>Volver al inicio</Button>
      </div>
    </main>
  );
}
