import { InlineAlert } from '@horizontal/ui';
import type { ReactNode } from 'react';
import * as styles from './Home.css';

export type HomeEntry = { name: string; route: string };

export type HomeProps = {
  userName: string;
  /** The sections the user may open: the master's three, or the administrator's modules. */
  entries: HomeEntry[];
  onOpen: (route: string) => void;
  /** A module's own page (/complejo) is titled by its module, not «Inicio», and lists that module's screens. */
  module?: string;
  /**
   * Inicio of the chosen complejo: its name and one tile per module the user holds that has figures (each module
   * draws its own, a ModuleTile). Without tiles the entries stand in for them.
   */
  dashboard?: { complejoName: string; tiles: readonly ReactNode[] };
};

export function Home({ userName, entries, onOpen, module, dashboard }: HomeProps) {
  if (dashboard && dashboard.tiles.length > 0) {
    return (
      <section aria-labelledby="home-title">
        <h1 id="home-title" className={styles.title}>
          Inicio
        </h1>
        <p className={styles.lead}>{`Hola ${userName}, así está ${dashboard.complejoName} hoy.`}</p>
        <div className={styles.tiles}>{dashboard.tiles}</div>
      </section>
    );
  }
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
