import { Button } from '@horizontal/ui';
import * as styles from './Landing.css';

export type LandingProps = { onLogin: () => void; onRequestAccess: () => void };

/** The public front page; it has no header or footer (SPEC §2). */
export function Landing({ onLogin, onRequestAccess }: LandingProps) {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Horizontal</h1>
      <p className={styles.lead}>
        La administración de su propiedad horizontal en un solo lugar: residentes, gastos comunes, asambleas, personal y
        portería.
      </p>
      <div className={styles.actions}>
        <Button onClick={onLogin}>Ingresar</Button>
        <Button variant="secondary" onClick={onRequestAccess}>
          Solicitar acceso
        </Button>
      </div>
    </main>
  );
}
