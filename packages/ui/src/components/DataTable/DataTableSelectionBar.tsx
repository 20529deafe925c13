import { Button } from '../Button';
import * as styles from './DataTable.css';
import type { DataTableModel } from './useDataTable';

/** How many rows are selected, the list's bulk actions and "Quitar selección"; hidden while nothing is selected. */
export function DataTableSelectionBar<TRow>({ model }: { model: DataTableModel<TRow> }) {
  const { selectedRows } = model;
  if (!model.selectable || selectedRows.length === 0) return null;
  return (
    <div className={styles.selection}>
      <span>{selectedRows.length === 1 ? '1 fila seleccionada' : `${selectedRows.length} filas seleccionadas`}</span>
      {model.bulkActions?.(selectedRows)}
      <Button variant="ghost" size="sm" onClick={() => model.table.resetRowSelection()}>
        Quitar selección
      </Button>
    </div>
  );
}
