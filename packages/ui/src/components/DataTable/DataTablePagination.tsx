import { useId } from 'react';
import { Button } from '../Button';
import { fieldStyles } from '../Field';
import { Icon } from '../Icon';
import { describeRange } from './columns';
import * as styles from './DataTable.css';
import { pageSizeOptions } from './types';
import type { DataTableModel } from './useDataTable';

/** The footer: the range in view and, when paged over more than one page, the page buttons. */
export function DataTablePagination<TRow>({ model }: { model: DataTableModel<TRow> }) {
  const { page, pageCount, setPageIndex } = model;
  const sizeId = useId();
  if (!model.ready) return null;
  // Worth offering once there is more than the smallest page, or once another size was chosen.
  const choosesSize = !model.virtualized && (model.total > pageSizeOptions[0] || model.pageSize !== pageSizeOptions[0]);
  return (
    <div className={styles.footer}>
      <span aria-hidden="true">{describeRange(model.first, model.last, model.total)}</span>
      {choosesSize && (
        <span className={styles.pageSize}>
          <label htmlFor={sizeId}>Filas por página</label>
          <select
            id={sizeId}
            className={`${fieldStyles.control({ size: 'sm' })} ${styles.pageSizeSelect}`}
            value={model.pageSize}
            onChange={(event) => model.choosePageSize(Number(event.target.value))}
          >
            {pageSizeOptions.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </span>
      )}
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
