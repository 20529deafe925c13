import { DataTableRows } from './DataTableRow';
import type { DataTableModel } from './useDataTable';

/** The rows of the page in view; every matching row while printing. */
export function DataTablePagedBody<TRow>({ model }: { model: DataTableModel<TRow> }) {
  const offset = model.printing ? 0 : model.page * model.pageSize;
  return <DataTableRows model={model} items={model.shownRows.map((row, index) => ({ row, index: offset + index }))} />;
}
