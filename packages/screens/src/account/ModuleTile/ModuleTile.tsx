import { groupThousands } from '@horizontal/domain';
import { Button, InlineAlert, Skeleton, SkeletonGroup } from '@horizontal/ui';
import type { MouseEvent } from 'react';
import * as styles from './ModuleTile.css';

/** One figure of a module: "12" "unidades sin residentes", leading to the list that shows them. */
export type TileFigure = {
  /** What the number counts, as it reads after it: «unidades sin residentes». */
  label: string;
  value: number;
  /** How the value reads when it is not a count: «$ 1.234,56» for money. */
  display?: string;
  /** The address of the list that shows what it counts, filtered when it can be. */
  href: string;
  /** Something to do about it (residents without a phone): drawn as a warning while it is not zero. */
  attention?: boolean;
};

export type ModuleTileState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; figures: readonly TileFigure[] };

export type ModuleTileProps = {
  /** The module's name, as the menu says it: «Complejo». */
  title: string;
  state: ModuleTileState;
  onRetry: () => void;
  /** Opens a figure's list inside the app; the link still works in a new tab. */
  onOpen: (href: string) => void;
};

/** A module's figures on Inicio, each a link to the list it counts. */
export function ModuleTile({ title, state, onRetry, onOpen }: ModuleTileProps) {
  const headingId = `tile-${title.replace(/\W+/g, '-').toLowerCase()}`;
  const open = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    // A plain click stays in the app; a click with a modifier opens a tab as any link does.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(href);
  };
  return (
    <section className={styles.tile} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {state.status === 'loading' && (
        <SkeletonGroup label={`Cargando las cifras de ${title}…`}>
          <Skeleton shape="block" />
          <Skeleton width="threeQuarters" />
        </SkeletonGroup>
      )}
      {state.status === 'error' && (
        <div className={styles.error}>
          <InlineAlert tone="danger" title="No se pudieron cargar las cifras">
            {state.message}
          </InlineAlert>
          <Button variant="secondary" onClick={onRetry}>
            Reintentar
          </Button>
        </div>
      )}
      {state.status === 'ready' &&
        (state.figures.length === 0 ? (
          <p className={styles.empty}>Su perfil no tiene listados de este módulo con cifras para mostrar.</p>
        ) : (
          <ul className={styles.figures}>
            {state.figures.map((figure) => (
              <li key={figure.label}>
                <a
                  href={figure.href}
                  className={
                    figure.attention && figure.value !== 0 ? `${styles.figure} ${styles.attention}` : styles.figure
                  }
                  onClick={(event) => open(event, figure.href)}
                >
                  <span className={styles.value}>{figure.display ?? groupThousands(String(figure.value))}</span>{' '}
                  <span className={styles.label}>{figure.label}</span>
                </a>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
