import { ButtonLink } from '@horizontal/ui';
import { NavLink } from '../../shared/NavLink';
import * as styles from './Landing.css';

export type LandingProps = { onNavigate: (path: string) => void };

/**
 * The public front page; it has no header or footer (SPEC §2). Its actions are links: the page is sent already
 * drawn, and they work before the app's scripts arrive.
 */
export function Landing({ onNavigate }: LandingProps) {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Horizontal</h1>
      <p className={styles.lead}>
        La administración de su propiedad horizontal en un solo lugar: residentes, gastos comunes, asambleas, personal y
        portería.
      </p>
      <div className={styles.actions}>
        <ButtonLink to="/login" onNavigate={onNavigate}>
          Ingresar
        </ButtonLink>
        <ButtonLink to="/access" variant="secondary" onNavigate={onNavigate}>
          Solicitar acceso
        </ButtonLink>
      </div>
      <p className={styles.contact}>
        ¿Administra complejos o busca quién administre el suyo?{' '}
        <NavLink className={styles.contactLink} to="/contact" onNavigate={onNavigate}>
          Escríbanos
        </NavLink>
      </p>
    </main>
  );
}
