import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { InlineAlert } from '../InlineAlert';
import { Skeleton } from '../Skeleton';
import * as styles from './DataTable.css';
import type { DataTableModel } from './useDataTable';

/** The body when there are no rows to draw: placeholder rows, the error, an empty list or a search without results. */
export function DataTableBodyState<TRow>({ model }: { model: DataTableModel<TRow> }) {
  const { view, columnCount, emptyState } = model;
  if (view === 'loading') {
    return Array.from({ length: 6 }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows
      <tr key={index} className={styles.row}>
        <td className={styles.cell({})} colSpan={columnCount}>
          <Skeleton width={index % 2 === 0 ? 'full' : 'threeQuarters'} />
        </td>
      </tr>
    ));
  }
  if (view === 'error') {
    return (
      <tr>
        <td className={styles.state} colSpan={columnCount}>
          <InlineAlert tone="danger" title="No se pudo mostrar la lista">
            {model.errorMessage}
            {model.onRetry && (
              <div>
                <Button variant="secondary" size="sm" onClick={model.onRetry}>
                  Reintentar
                </Button>
              </div>
            )}
          </InlineAlert>
        </td>
      </tr>
    );
  }
  if (view === 'empty') {
    return (
      <tr>
        <td colSpan={columnCount}>
          <EmptyState
            title={emptyState?.title ?? 'Todavía no hay datos'}
            description={emptyState?.description}
            action={emptyState?.action}
            headingLevel={3}
          />
        </td>
      </tr>
    );
  }
  if (view === 'noResults') {
    return (
      <tr>
        <td colSpan={columnCount}>
          <EmptyState
            icon="search"
            headingLevel={3}
            title={
              model.needle ? `No hay resultados para «${model.deferredQuery.trim()}»` : 'No hay filas con esos filtros'
            }
            description="Revise lo que escribió o quite los filtros."
            action={
              <Button variant="secondary" onClick={model.clearSearch}>
                Limpiar búsqueda y filtros
              </Button>
            }
          />
        </td>
      </tr>
    );
  }
  return null;
}
