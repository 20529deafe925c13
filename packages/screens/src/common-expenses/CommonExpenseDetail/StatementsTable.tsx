import {
  type CommonExpenseDetail,
  countNoun,
  formatCurrency,
  groupThousands,
  type StatementAmount,
  statementAmounts,
  unitLabel,
} from '@horizontal/domain';
import {
  DataTableBodyState,
  type DataTableColumn,
  DataTableHeader,
  DataTablePagination,
  type DataTableRowAction,
  DataTableToolbar,
  DataTableVirtualBody,
  revealCutText,
  StatusBadge,
  useDataTable,
} from '@horizontal/ui';
import { visuallyHidden } from '@horizontal/ui/theme';
import { useMemo } from 'react';
import type { ListState } from '../../shared/lists';
import { rowsOf } from '../../shared/lists';
import { statementLabel } from '../labels';
import * as styles from './CommonExpenseDetail.css';

function BilledTo({ statement }: { statement: CommonExpenseDetail }) {
  return (
    <span className={styles.billedTo}>
      <span className={styles.name} data-clip="">
        {statement.billedTo ?? 'Sin titular registrado'}
      </span>
      {statement.payer === 'inquilino' && <StatusBadge label="Inquilino" tone="info" />}
    </span>
  );
}

export const statementColumns: readonly DataTableColumn<CommonExpenseDetail>[] = [
  {
    id: 'unit',
    header: 'Unidad',
    value: (statement) => unitLabel({ tower: statement.tower, number: statement.apartment }),
    primary: true,
    width: '9%',
  },
  {
    id: 'billedTo',
    header: 'A nombre de',
    value: (statement) => statement.billedTo,
    render: (statement) => <BilledTo statement={statement} />,
    width: '15%',
  },
  ...statementAmounts.map(
    ({ amount, label }): DataTableColumn<CommonExpenseDetail> => ({
      id: amount,
      header: label,
      kind: 'currency',
      value: (statement) => statement[amount],
      searchable: false,
    }),
  ),
];

const sumOf = (rows: readonly { original: CommonExpenseDetail }[], id: StatementAmount) =>
  rows.reduce((total, row) => total + row.original[id], 0);

export type StatementsTableProps = {
  state: ListState<'commonExpensesDetail', CommonExpenseDetail>;
  onRetry: () => void;
  /** «Registrar pago» on each row, only while the period is open and the profile may confirm payments. */
  onPay?: (statement: CommonExpenseDetail) => void;
};

/**
 * Up to thousands of statements: only the rows in view are drawn (DataTable's virtual body), the search runs over an
 * index built once per list, and a totals row of what the search leaves stays at the bottom of the box.
 */
export function StatementsTable({ state, onRetry, onPay }: StatementsTableProps) {
  const rows = rowsOf(state, 'commonExpensesDetail');
  const rowActions = useMemo(
    () =>
      onPay
        ? (statement: CommonExpenseDetail): readonly DataTableRowAction[] => [
            { label: 'Registrar pago', onSelect: () => onPay(statement) },
          ]
        : undefined,
    [onPay],
  );
  const model = useDataTable<CommonExpenseDetail>({
    caption: 'Estados de cuenta',
    rows,
    columns: statementColumns,
    getRowId: (statement) => String(statement.id),
    getRowLabel: statementLabel,
    status: state.status,
    errorMessage: state.status === 'error' ? state.message : undefined,
    onRetry,
    emptyState: {
      title: 'El período no tiene estados de cuenta',
      description: 'Se crean al abrir el período, uno por unidad del complejo.',
    },
    searchPlaceholder: 'Buscar por unidad o nombre',
    rowActions,
    virtualized: true,
    visibleRows: 14,
    exportFileName: 'Estados de cuenta',
  });
  const totals = useMemo(
    () => new Map(statementAmounts.map(({ amount }) => [amount, sumOf(model.matchingRows, amount)])),
    [model.matchingRows],
  );
  const showTotals = model.view === 'rows';
  return (
    <div className={styles.root} data-slot="data-table">
      <DataTableToolbar model={model} />
      <section
        ref={model.scroller}
        className={styles.scroller}
        aria-labelledby={model.captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable with the keyboard to be scrolled
        tabIndex={0}
        style={model.scrollerHeight ? { height: model.scrollerHeight } : undefined}
        onPointerOver={(event) => revealCutText(event.target)}
        onFocus={(event) => revealCutText(event.target)}
      >
        <table
          className={styles.table}
          style={model.minTableWidth ? { minWidth: model.minTableWidth } : undefined}
          data-layout="rows"
          aria-rowcount={model.ready ? model.total + 2 : undefined}
          aria-busy={model.status === 'loading' || undefined}
        >
          <caption id={model.captionId} className={visuallyHidden}>
            {model.caption}
          </caption>
          <DataTableHeader model={model} />
          <tbody>
            {model.view !== 'rows' ? <DataTableBodyState model={model} /> : <DataTableVirtualBody model={model} />}
          </tbody>
          {showTotals && (
            <tfoot>
              <tr aria-rowindex={model.total + 2}>
                <th scope="row" className={styles.totalLabel}>
                  Totales
                </th>
                <td className={styles.totalLabel}>
                  {countNoun(
                    model.total,
                    '1 estado de cuenta',
                    `${groupThousands(String(model.total))} estados de cuenta`,
                  )}
                </td>
                {statementAmounts.map(({ amount, label }) => (
                  <td key={amount} className={styles.totalCell} data-label={label}>
                    {formatCurrency(totals.get(amount) ?? 0)}
                  </td>
                ))}
                {rowActions && <td className={styles.totalCell} />}
              </tr>
            </tfoot>
          )}
        </table>
      </section>
      <DataTablePagination model={model} />
    </div>
  );
}
