import { formatMontevideoDateTime, type RecordHistory as History, type HistoryStamp } from '@horizontal/domain';
import { Button, SkeletonGroup, SkeletonText } from '@horizontal/ui';
import * as styles from './RecordHistory.css';

/** The history as the app's cache gives it: loading, the reason it failed, or the answer's `history`. */
export type RecordHistoryState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; history: History };

export type RecordHistoryProps = {
  state: RecordHistoryState;
  onRetry?: () => void;
};

/** «el 05/03/2026 a las 13:20», on Montevideo's clock whatever the browser's time zone. */
const when = (at: string) => {
  const [date, time] = formatMontevideoDateTime(new Date(at)).split(' ');
  return `el ${date} a las ${time}`;
};

const createdLine = (created: HistoryStamp | null) => {
  if (!created) return 'Sin datos de quién lo creó.';
  return created.by
    ? `Creado por ${created.by} ${when(created.at)}.`
    : `Creado ${when(created.at)}; no consta por quién.`;
};

const changedLine = (changed: HistoryStamp | null) => {
  if (!changed) return 'Sin modificaciones registradas.';
  return changed.by
    ? `Última modificación por ${changed.by} ${when(changed.at)}.`
    : `Última modificación ${when(changed.at)}; no consta por quién.`;
};

/** Who created a record and who changed it last, and when, from the audit trail: the foot of every detail. */
export function RecordHistory({ state, onRetry }: RecordHistoryProps) {
  return (
    <section className={styles.history} aria-label="Historial del registro">
      {state.status === 'loading' && (
        <SkeletonGroup label="Cargando el historial…">
          <SkeletonText lines={2} />
        </SkeletonGroup>
      )}
      {state.status === 'error' && (
        <>
          <p className={styles.line}>No se pudo cargar quién creó y modificó este registro: {state.message}</p>
          {onRetry && (
            <div className={styles.retry}>
              <Button variant="secondary" size="sm" onClick={onRetry}>
                Reintentar
              </Button>
            </div>
          )}
        </>
      )}
      {state.status === 'ready' && (
        <>
          <p className={styles.line}>{createdLine(state.history.created)}</p>
          <p className={styles.line}>{changedLine(state.history.changed)}</p>
        </>
      )}
    </section>
  );
}
