import { visuallyHidden } from '../../theme/visually-hidden.css';
import { Icon } from '../Icon';
import { alignOf } from './columns';
import * as styles from './DataTable.css';
import type { DataTableModel } from './useDataTable';

/** The header row: select-all, a sort button per sortable column, and the actions column. */
export function DataTableHeader<TRow>({ model }: { model: DataTableModel<TRow> }) {
  const { table, columns, ready } = model;
  return (
    <thead>
      <tr aria-rowindex={1}>
        {model.selectable && (
          <th scope="col" className={styles.headerCell({ narrow: true })} data-slot="row-select">
            <input
              type="checkbox"
              className={styles.checkbox}
              aria-label="Seleccionar todas las filas"
              disabled={!ready}
              checked={table.getIsAllRowsSelected()}
              ref={(input) => {
                if (input) input.indeterminate = table.getIsSomeRowsSelected();
              }}
              onChange={table.getToggleAllRowsSelectedHandler()}
            />
          </th>
        )}
        {table.getHeaderGroups()[0]?.headers.map((header) => {
          const column = columns.find((candidate) => candidate.id === header.column.id);
          const sorted = header.column.getIsSorted();
          return (
            <th
              key={header.id}
              scope="col"
              className={styles.headerCell({ align: alignOf(column?.kind) })}
              style={column?.width ? { width: column.width } : undefined}
              aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
            >
              {header.column.getCanSort() && ready ? (
                <button
                  type="button"
                  className={styles.sortButton}
                  data-sorted={sorted !== false}
                  onClick={header.column.getToggleSortingHandler()}
                >
                  {column?.header}
                  <span className={styles.sortIcon}>
                    <Icon name={sorted === 'asc' ? 'sortAsc' : sorted === 'desc' ? 'sortDesc' : 'sort'} size="sm" />
                  </span>
                </button>
              ) : (
                column?.header
              )}
            </th>
          );
        })}
        {model.rowActions && (
          <th scope="col" className={styles.headerCell({ narrow: true })} data-slot="row-actions">
            <span className={visuallyHidden}>Acciones</span>
          </th>
        )}
      </tr>
    </thead>
  );
}
