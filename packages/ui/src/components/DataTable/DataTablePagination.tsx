import { Button } from '../Button';
import { Icon } from '../Icon';
import { describeRange } from './columns';
import * as styles from './DataTable.css';
import type { DataTableModel } from './useDataTable';

/** The footer: the range in view and, when paged over more than one page, the page buttons. */
export function DataTablePagination<TRow>({ model }: { model: DataTableModel<TRow> }) {
  const { page, pageCount, setPageIndex } = model;
  if (!model.ready) return null;
  return (
    <div className={styles.footer}>
      <span aria-hidden="true">{describeRange(model.first, model.last, model.total)}</span>
      {!model.virtualized && pageCount > 1 && (
        <nav className={styles.pager} aria-label={`Páginas de ${model.caption.toLowerCase()}`}>
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-label="Primera página"
            disabled={page === 0}
            onClick={() => setPageIndex(0)}
          >
            <Icon name="chevronLeft" size="sm" />
            <Icon name="chevronLeft" size="sm" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-label="Página anterior"
            disabled={page === 0}
            onClick={() => setPageIndex(page - 1)}
          >
            <Icon name="chevronLeft" size="sm" />
          </Button>
          <span className={styles.pageText}>
            Página {page + 1} de {pageCount}
          </span>
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-label="Página siguiente"
            disabled={page >= pageCount - 1}
            onClick={() => setPageIndex(page + 1)}
          >
            <Icon name="chevronRight" size="sm" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-label="Última página"
            disabled={page >= pageCount - 1}
            onClick={() => setPageIndex(pageCount - 1)}
          >
            <Icon name="chevronRight" size="sm" />
            <Icon name="chevronRight" size="sm" />
          </Button>
        </nav>
      )}
    </div>
  );
}
