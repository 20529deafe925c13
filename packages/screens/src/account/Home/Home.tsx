import { InlineAlert } from '@horizontal/ui';
import * as styles from './Home.css';

export type HomeEntry = { name: string; route: string };

export type HomeProps = {
  userName: string;
  /** The sections the user may open: the master's three, or the administrator's modules. */
  entries: HomeEntry[];
  onOpen: (route: string) => void;
  /** A module's own page (/complejo) is titled by its module, not «Inicio», and lists that module's screens. */
  module?: string;
};

export function Home({ userName, entries, onOpen, module }: HomeProps) {
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title" className={styles.title}>
        {module ?? 'Inicio'}
      </h1>
      <p className={styles.lead}>
        {module ? `Hola ${userName}, elija qué hacer en ${module}.` : `Hola ${userName}, elija por dónde empezar.`}
      </p>
      {entries.length === 0 ? (
        <InlineAlert tone="info">
          Su perfil todavía no tiene módulos asignados. Pida a su administradora que se los habilite.
        </InlineAlert>
      ) : (
        <ul className={styles.grid}>
          {entries.map((entry) => (
            <li key={entry.route}>
              <button type="button" className={styles.tile} onClick={() => onOpen(entry.route)}>
                {entry.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
