import type { Row } from '@tanstack/react-table';
import { type MouseEvent, memo, type ReactNode } from 'react';
import { StatusBadge } from '../StatusBadge';
import { alignOf, type DataTableColumn, formatValue, holdsFigures } from './columns';
import * as styles from './DataTable.css';
import { DataTableRowActions } from './DataTableRowActions';
import type { DataTableRowAction, DataTableRowLink } from './types';
import type { DataTableModel } from './useDataTable';

function CellContent<TRow>({ column, row }: { column: DataTableColumn<TRow>; row: TRow }) {
  if (column.render) return <>{column.render(row)}</>;
  const value = column.value(row);
  if (column.kind === 'status' && value !== null) {
    const status = column.statuses?.[String(value)];
    return <StatusBadge label={status?.label ?? String(value)} tone={status?.tone ?? 'neutral'} />;
  }
  const text = formatValue(column, value);
  if (column.kind === 'currency' && typeof value === 'number' && value < 0) {
    return <span className={styles.negative}>{text}</span>;
  }
  return <>{text}</>;
}

/** The record's name as a real link; a plain click is left to the app's router when it asks for it. */
function RowLink({ link, children }: { link: DataTableRowLink; children: ReactNode }) {
  const { onNavigate } = link;
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate();
  };
  return (
    <a href={link.href} className={styles.rowLink} data-slot="row-link" data-clip="" onClick={click}>
      {children}
    </a>
  );
}

export type DataTableRowProps<TRow> = {
  /** The row's data and id rather than TanStack's row object, so that the memo holds across re-renders. */
  original: TRow;
  rowId: string;
  onToggle: (rowId: string) => void;
  /** The row's zero-based position among the matching rows (all pages). */
  index: number;
  selected: boolean;
  columns: readonly DataTableColumn<TRow>[];
  selectable: boolean;
  rowLabel: string;
  rowActions: ((row: TRow) => readonly DataTableRowAction[]) | undefined;
  rowLink?: ((row: TRow) => DataTableRowLink | undefined) | undefined;
  /** The column whose cell carries the row's link. */
  linkColumnId?: string | undefined;
};

function DataRowView<TRow>({
  original,
  rowId,
  onToggle,
  index,
  selected,
  columns,
  selectable,
  rowLabel,
  rowActions,
  rowLink,
  linkColumnId,
}: DataTableRowProps<TRow>) {
  const actions = rowActions ? rowActions(original) : null;
  const link = rowLink && linkColumnId !== undefined ? rowLink(original) : undefined;
  return (
    <tr
      className={styles.row}
      aria-rowindex={index + 2}
      aria-selected={selectable ? selected : undefined}
      data-selected={selected}
    >
      {selectable && (
        <td className={styles.cell({ narrow: true })} data-slot="row-select">
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={selected}
            aria-label={`Seleccionar ${rowLabel}`}
            onChange={() => onToggle(rowId)}
          />
        </td>
      )}
      {columns.map((column) => {
        const figures = holdsFigures(column);
        const linked = link !== undefined && column.id === linkColumnId;
        return (
          <td
            key={column.id}
            className={styles.cell({ align: alignOf(column.kind), figures, linked })}
            // On a phone the row is a card: each cell says which column it is, the linked name leads it.
            data-label={linked ? undefined : column.header}
            data-slot={linked ? 'row-name' : undefined}
            // Text a cell may cut with an ellipsis: DataTable shows it whole as a tooltip (revealCutText).
            data-clip={figures || linked ? undefined : ''}
          >
            {linked ? (
              <RowLink link={link}>
                <CellContent column={column} row={original} />
              </RowLink>
            ) : (
              <CellContent column={column} row={original} />
            )}
          </td>
        );
      })}
      {actions && (
        <td className={styles.cell({ narrow: true })} data-slot="row-actions">
          {actions.length > 0 && <DataTableRowActions label={rowLabel} actions={actions} />}
        </td>
      )}
    </tr>
  );
}

// Rows re-render only when their data or selection changes, not on every keystroke in the search box.
export const DataTableRow = memo(DataRowView) as typeof DataRowView;

/** Rows of the body, each with its position among the matching rows. */
export function DataTableRows<TRow>({
  model,
  items,
}: {
  model: DataTableModel<TRow>;
  items: readonly { row: Row<TRow>; index: number }[];
}) {
  const { getRowLabel } = model;
  return items.map(({ row, index }) => (
    <DataTableRow
      key={row.id}
      original={row.original}
      rowId={row.id}
      onToggle={model.toggleRow}
      index={index}
      selected={row.getIsSelected()}
      columns={model.columns}
      selectable={model.selectable}
      rowLabel={getRowLabel ? getRowLabel(row.original) : `la fila ${index + 1}`}
      rowActions={model.rowActions}
      rowLink={model.rowLink}
      linkColumnId={model.linkColumnId}
    />
  ));
}
