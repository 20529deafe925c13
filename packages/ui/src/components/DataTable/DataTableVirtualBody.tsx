import * as styles from './DataTable.css';
import { DataTableRows } from './DataTableRow';
import type { DataTableModel } from './useDataTable';

function SpacerRow({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr>
      <td className={styles.spacer} colSpan={columns} style={{ height }} />
    </tr>
  );
}

/**
 * Only the rows in view and a few more; empty rows above and below keep the scroll height of every
 * matching row, so the scrollbar tells where one is among thousands.
 */
export function DataTableVirtualBody<TRow>({ model }: { model: DataTableModel<TRow> }) {
  const { virtualizer, shownRows, columnCount } = model;
  const virtualItems = virtualizer.getVirtualItems();
  const paddingTop = virtualItems.length > 0 ? (virtualItems[0]?.start ?? 0) : 0;
  const paddingBottom =
    virtualItems.length > 0 ? virtualizer.getTotalSize() - (virtualItems[virtualItems.length - 1]?.end ?? 0) : 0;
  const items = virtualItems.flatMap((item) => {
    const row = shownRows[item.index];
    return row ? [{ row, index: item.index }] : [];
  });
  return (
    <>
      <SpacerRow height={paddingTop} columns={columnCount} />
      <DataTableRows model={model} items={items} />
      <SpacerRow height={paddingBottom} columns={columnCount} />
    </>
  );
}
