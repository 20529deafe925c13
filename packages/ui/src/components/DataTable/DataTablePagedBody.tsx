import { DataTableRows } from './DataTableRow';
import type { DataTableModel } from './useDataTable';

/** The rows of the page in view. */
export function DataTablePagedBody<TRow>({ model }: { model: DataTableModel<TRow> }) {
  const offset = model.page * model.pageSize;
  return <DataTableRows model={model} items={model.shownRows.map((row, index) => ({ row, index: offset + index }))} />;
}
