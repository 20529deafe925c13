import { type CommonExpense, lateFeeRuleLabels, nextPeriod } from '@horizontal/domain';
import { Button, type DataTableColumn, InlineAlert } from '@horizontal/ui';
import { Suspense, useState } from 'react';
import type { ActionResult } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import { type ListProps, ListScreen, rowsOf } from '../../shared/lists';
import type { CommonExpenseSettingsState, SettingsValues } from '../CommonExpenseSettingsForm';
import { CommonExpenseSettingsForm, PeriodForm } from '../dialogs';
import { calendarDateOf, commonExpenseStatuses, formatIsoPeriod, formatPercent, isOpen } from '../labels';
import type { PeriodFormState, PeriodValues } from '../PeriodForm';

export type CommonExpenseSettingsProps = {
  state: CommonExpenseSettingsState;
  onRetry: () => void;
  /** POST /commonexpenses/settings (the app adds the complejo); without it the settings are not offered. */
  onSubmit: (values: SettingsValues) => Promise<ActionResult>;
};

export type CommonExpensesListProps = Omit<ListProps<'commonExpenses', CommonExpense>, 'onCreate' | 'onEdit'> & {
  /** POST /commonexpenses/create (the app adds the complejo): «Nuevo período» only with it. */
  onCreate?: (values: PeriodValues) => Promise<ActionResult>;
  /** POST /commonexpenses/update (the app adds the id): «Modificar» on the open period only with it. */
  onUpdate?: (period: CommonExpense, values: PeriodValues) => Promise<ActionResult>;
  /** The complejo's settings: «Configuración» only with them. */
  settings?: CommonExpenseSettingsProps;
  onDirtyChange?: (dirty: boolean) => void;
};

const columns: readonly DataTableColumn<CommonExpense>[] = [
  {
    id: 'period',
    header: 'Período',
    // The server lists them newest first; the month's name sorts by the alphabet, so the column does not sort.
    value: (row) => formatIsoPeriod(row.period),
    sortable: false,
    primary: true,
    width: '12%',
  },
  { id: 'status', header: 'Estado', kind: 'status', statuses: commonExpenseStatuses, value: (row) => row.status },
  {
    id: 'dueDate',
    header: 'Vencimiento',
    kind: 'date',
    value: (row) => calendarDateOf(row.dueDate),
    searchable: false,
  },
  { id: 'units', header: 'Unidades', kind: 'number', value: (row) => row.units, searchable: false },
  { id: 'income', header: 'Ingresos', kind: 'currency', value: (row) => row.income, searchable: false },
  { id: 'expense', header: 'Egresos', kind: 'currency', value: (row) => row.expense, searchable: false },
  {
    id: 'totalPeriod',
    header: 'Total del período',
    kind: 'currency',
    value: (row) => row.totalPeriod,
    searchable: false,
  },
  { id: 'payments', header: 'Pagos', kind: 'currency', value: (row) => row.payments, searchable: false },
  { id: 'totalDebt', header: 'Deuda total', kind: 'currency', value: (row) => row.totalDebt, searchable: false },
];

type Open = { kind: 'period'; state: PeriodFormState } | { kind: 'settings' } | null;

/** What the settings say in a line, beside «Configuración». */
const settingsLine = (state: CommonExpenseSettingsState) =>
  state.status === 'ready'
    ? `Vencen el día ${state.settings.dueDay} del mes siguiente · Fondo de reserva ${formatPercent(
        state.settings.reserveFundBasisPoints,
      )} · Mora: ${lateFeeRuleLabels[state.settings.lateFeeRule]}`
    : null;

/**
 * /gastoscomunes/listado: the complejo's periods, newest first, with what each bills, collects and is owed
 * (GET /commonexpenses/findall/{id}). «Nuevo período» and «Modificar» open the period's dialog; «Configuración», the
 * complejo's settings.
 */
export function CommonExpensesList({ onCreate, onUpdate, settings, onDirtyChange, ...list }: CommonExpensesListProps) {
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const periods = rowsOf(list.state, 'commonExpenses');
  const latest = periods.reduce<string | undefined>(
    (newest, row) => (newest === undefined || row.period > newest ? row.period : newest),
    undefined,
  );
  const close = () => {
    setOpen(null);
    onDirtyChange?.(false);
  };
  /** Keeps the server's words of a save, said above the list once the dialog closes. */
  const saving =
    <Args extends unknown[]>(save: (...args: Args) => Promise<ActionResult>) =>
    async (...args: Args) => {
      const result = await save(...args);
      if (result.ok && result.message) setNotice(result.message);
      return result;
    };

  const periodDialog = open?.kind === 'period' && (
    <PeriodForm
      state={open.state}
      settings={settings?.state.status === 'ready' ? settings.state.settings : undefined}
      onSubmit={
        open.state.mode === 'CREATE'
          ? saving((values: PeriodValues) => onCreate!(values))
          : saving((values: PeriodValues) => onUpdate!((open.state as { record: CommonExpense }).record, values))
      }
      onSaved={close}
      onCancel={close}
      onModify={
        onUpdate && open.state.mode === 'DETAIL'
          ? () =>
              setOpen({
                kind: 'period',
                state: { ...(open.state as { record: CommonExpense; mode: 'DETAIL' }), mode: 'MODIFY' },
              })
          : undefined
      }
      onDirtyChange={onDirtyChange}
    />
  );

  const settingsDialog = open?.kind === 'settings' && settings && (
    <CommonExpenseSettingsForm
      state={settings.state}
      onRetry={settings.onRetry}
      onSubmit={saving(settings.onSubmit)}
      onSaved={close}
      onCancel={close}
      onDirtyChange={onDirtyChange}
    />
  );

  return (
    <ListScreen
      {...list}
      field="commonExpenses"
      title="Gastos comunes"
      description="Los meses del complejo: lo que cada uno cobra, lo que se pagó y lo que se debe."
      createLabel="Nuevo período"
      onCreate={
        onCreate
          ? () => {
              setNotice(null);
              setOpen({ kind: 'period', state: { mode: 'CREATE', suggested: latest && nextPeriod(latest) } });
            }
          : undefined
      }
      filters={
        settings && (
          <>
            <Button
              variant="secondary"
              onClick={() => {
                setNotice(null);
                setOpen({ kind: 'settings' });
              }}
            >
              Configuración
            </Button>
            {settingsLine(settings.state) && <p className={layout.note}>{settingsLine(settings.state)}</p>}
          </>
        )
      }
      notice={
        // The dialogs go here rather than with the table, which an empty list does not draw.
        (notice || open) && (
          <>
            {notice && <InlineAlert tone="success">{notice}</InlineAlert>}
            <Suspense fallback={null}>
              {periodDialog}
              {settingsDialog}
            </Suspense>
          </>
        )
      }
      empty={{
        title: 'Todavía no hay períodos',
        description: 'Abra el primer mes de gastos comunes desde Nuevo período.',
      }}
      columns={columns}
      getRowLabel={(row) => formatIsoPeriod(row.period)}
      rowActions={(row) => [
        isOpen(row) && onUpdate
          ? { label: 'Modificar', onSelect: () => setOpen({ kind: 'period', state: { mode: 'MODIFY', record: row } }) }
          : {
              label: 'Ver condiciones',
              onSelect: () => setOpen({ kind: 'period', state: { mode: 'DETAIL', record: row } }),
            },
      ]}
      table={{
        searchPlaceholder: 'Buscar por mes o estado',
        filters: [{ columnId: 'status', label: 'Estado', allLabel: 'Todos los estados' }],
      }}
    />
  );
}
