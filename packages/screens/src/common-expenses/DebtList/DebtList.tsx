import {
  addPeriods,
  agingBucketLabels,
  agingBuckets,
  type Cents,
  type DebtReport,
  type DebtRow,
  formatDate,
  type LateFeeRuleName,
  overdueOf,
  payerLabels,
  periodOf,
  unitLabel,
} from '@horizontal/domain';
import {
  Button,
  Checkbox,
  DataTable,
  type DataTableColumn,
  type DataTableViewState,
  EmptyState,
  InlineAlert,
  PageHeader,
} from '@horizontal/ui';
import { Suspense, useMemo, useState } from 'react';
import { AlertWithStep } from '../../shared/FormScreen';
import * as layout from '../../shared/layout.css';
import { sheetFileName } from '../../shared/lists/ListScreen';
import { printNote } from '../../shared/print';
import { PriceIndexEditor } from '../dialogs';
import { calendarDateOf, formatIsoPeriod } from '../labels';
import { Amount, totalOf } from '../report-parts';
import * as styles from './DebtList.css';
import type { PriceIndexEditorProps } from './PriceIndexEditor';

export type DebtState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; debt: DebtReport };

export type DebtListProps = {
  /** GET /commonexpenses/debt/{complejo}: what each account owes today. */
  state: DebtState;
  onRetry: () => void;
  /** The certificate of an account's debt: the unit's link and its row's action lead there. */
  certificateHref: (row: DebtRow) => string;
  onCertificate: (row: DebtRow) => void;
  /** The IPC table, for whoever may read it; with its `onSave`, also to add or correct a month. */
  priceIndex?: Omit<PriceIndexEditorProps, 'onClose'>;
  /** Whose debt it is, named in the exported sheet and on paper: the complejo. */
  sheetOwner?: string;
  /** The day, in the sheet's name and under the printed title; today by default. */
  today?: Date;
  view?: Partial<DataTableViewState>;
  onViewChange?: (view: DataTableViewState) => void;
};

/** «Mora: Ley 19.604 (reajuste por IPC y 12 % anual)». */
export const lateFeeRuleInWords: Record<LateFeeRuleName, string> = {
  'ley-19604': 'Ley 19.604 (reajuste por IPC y 12 % anual)',
  reglamento: 'según el reglamento de copropiedad',
};

/** «Al 20/11/2026 · Mora: Ley 19.604 (reajuste por IPC y 12 % anual)». */
export const asOfLine = (debt: Pick<DebtReport, 'asOf' | 'lateFeeRule'>) => {
  const day = calendarDateOf(debt.asOf);
  return `Al ${day ? formatDate(day) : debt.asOf} · Mora: ${lateFeeRuleInWords[debt.lateFeeRule]}`;
};

/**
 * When the month before today has no IPC yet, the last published one stands in: «El IPC de Octubre 2026 todavía no
 * se publicó: se usa el de Julio 2026 hasta que lo cargue.».
 */
export const estimatedIndexNotice = (debt: Pick<DebtReport, 'asOf' | 'indexUsed'>) => {
  if (!debt.indexUsed?.estimated) return null;
  const wanted = addPeriods(periodOf(debt.asOf), -1);
  return `El IPC de ${formatIsoPeriod(wanted)} todavía no se publicó: se usa el de ${formatIsoPeriod(debt.indexUsed.period)} hasta que lo cargue.`;
};

/** An account whose debt is overdue: the default view of Deuda, the one collections works on. */
export const isOverdue = (row: DebtRow) => overdueOf(row) > 0;

/** «Torre A · 401» for the owner's account, «Torre A · 401 (inquilino)» for the tenant's. */
export const accountLabel = (row: Pick<DebtRow, 'tower' | 'apartment' | 'payer'>) => {
  const unit = unitLabel({ tower: row.tower, number: row.apartment });
  return row.payer === 'inquilino' ? `${unit} (${payerLabels.inquilino.toLowerCase()})` : unit;
};

const money = (id: string, header: string, figure: (row: DebtRow) => Cents): DataTableColumn<DebtRow> => ({
  id,
  header,
  kind: 'currency',
  value: figure,
  render: (row) => <Amount cents={figure(row)} />,
  searchable: false,
});

const columns: readonly DataTableColumn<DebtRow>[] = [
  { id: 'unit', header: 'Unidad', value: accountLabel, primary: true, width: '11%' },
  {
    id: 'billedTo',
    header: 'A nombre de',
    value: (row) =>
      `${row.billedTo ?? 'Sin titular registrado'}${row.payer === 'inquilino' ? ` (${payerLabels.inquilino})` : ''}`,
    width: '14%',
  },
  money('capital', 'Capital', (row) => row.capital),
  money('surcharge', 'Recargo', (row) => row.surcharge),
  money('total', 'Total', (row) => row.total),
  ...agingBuckets.map((bucket) => money(bucket, agingBucketLabels[bucket], (row) => row.aging[bucket])),
  { id: 'oldestDueDate', header: 'Vence desde', kind: 'date', value: (row) => calendarDateOf(row.oldestDueDate) },
];

const totalsItems = (rows: readonly DebtRow[]) => [
  { term: 'Capital', cents: totalOf(rows, (row) => row.capital) },
  { term: 'Recargo', cents: totalOf(rows, (row) => row.surcharge) },
  { term: 'Total', cents: totalOf(rows, (row) => row.total) },
  ...agingBuckets.map((bucket) => ({
    term: agingBucketLabels[bucket],
    cents: totalOf(rows, (row) => row.aging[bucket]),
  })),
];

/** The sums of the accounts shown (the filter's, not the search's): what the complejo is owed, by age. */
function Totals({ rows, onlyOverdue }: { rows: readonly DebtRow[]; onlyOverdue: boolean }) {
  const accounts = rows.length === 1 ? 'la cuenta' : `las ${rows.length} cuentas`;
  const title = `Totales de ${accounts}${onlyOverdue ? ' con deuda vencida' : ''}`;
  return (
    <section className={styles.totals} aria-label={title}>
      <h2 className={styles.totalsHeading}>{title}</h2>
      <dl className={styles.totalsGrid}>
        {totalsItems(rows).map((item) => (
          <div key={item.term} className={styles.totalItem}>
            <dt className={styles.totalTerm}>{item.term}</dt>
            <dd className={styles.totalValue}>
              <Amount cents={item.cents} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * /gastoscomunes/deuda (Deuda): what each account of the complejo owes today (GET /commonexpenses/debt), its
 * capital and surcharge by the late-payment rule, and by age; the accounts with overdue debt first of all, with
 * their debt certificate a click away. The IPC table it is readjusted with opens over it.
 */
export function DebtList({
  state,
  onRetry,
  certificateHref,
  onCertificate,
  priceIndex,
  sheetOwner,
  today,
  view,
  onViewChange,
}: DebtListProps) {
  const [onlyOverdue, setOnlyOverdue] = useState(true);
  const [editingIndex, setEditingIndex] = useState(false);
  const day = today ?? new Date();
  const all = state.status === 'ready' ? state.debt.rows : [];
  const shown = useMemo(() => (onlyOverdue ? all.filter(isOverdue) : all), [all, onlyOverdue]);
  const estimated = state.status === 'ready' ? estimatedIndexNotice(state.debt) : null;
  const indexButton = priceIndex && (
    <Button variant="secondary" onClick={() => setEditingIndex(true)}>
      Índice de precios
    </Button>
  );

  return (
    <div className={layout.screen}>
      <PageHeader
        title="Deuda"
        description="Lo que debe cada cuenta del complejo hoy, con su recargo por mora y por antigüedad."
        actions={!estimated && indexButton}
        printNote={printNote(sheetOwner, day)}
      />
      {state.status === 'ready' && <p className={styles.asOf}>{asOfLine(state.debt)}</p>}
      {estimated && (
        <InlineAlert tone="warning" title="Falta el IPC del mes pasado">
          {estimated}
          {indexButton && <div className={styles.alertAction}>{indexButton}</div>}
        </InlineAlert>
      )}
      {state.status === 'error' && (
        <AlertWithStep
          tone="danger"
          title="No se pudo cargar la deuda"
          message={state.message}
          stepLabel="Reintentar"
          onStep={onRetry}
        />
      )}
      {state.status === 'ready' && all.length === 0 ? (
        <EmptyState
          title="Ninguna cuenta debe gastos comunes"
          description="Cuando un mes cerrado quede sin pagar, la cuenta aparece aquí con su certificado de deuda."
        />
      ) : (
        state.status !== 'error' && (
          <>
            <div className={layout.filters}>
              <Checkbox label="Solo con deuda vencida" checked={onlyOverdue} onChange={setOnlyOverdue} />
            </div>
            {state.status === 'ready' && <Totals rows={shown} onlyOverdue={onlyOverdue} />}
            <DataTable
              caption="Deuda"
              rows={shown}
              columns={columns}
              getRowId={(row) => String(row.detailId)}
              getRowLabel={accountLabel}
              status={state.status}
              onRetry={onRetry}
              searchPlaceholder="Buscar por unidad o a nombre de quién"
              initialSort={{ columnId: 'total', direction: 'desc' }}
              initialView={view}
              onViewChange={onViewChange}
              exportFileName={sheetFileName('Deuda', sheetOwner, day)}
              printable
              emptyState={{
                title: 'Ninguna cuenta tiene deuda vencida',
                description: 'Desmarque «Solo con deuda vencida» para ver lo que está por vencer.',
              }}
              rowLink={(row) => ({ href: certificateHref(row), onNavigate: () => onCertificate(row) })}
              rowActions={(row) => [{ label: 'Certificado de deuda', onSelect: () => onCertificate(row) }]}
            />
          </>
        )
      )}
      {priceIndex && editingIndex && (
        <Suspense fallback={null}>
          <PriceIndexEditor {...priceIndex} onClose={() => setEditingIndex(false)} />
        </Suspense>
      )}
    </div>
  );
}
