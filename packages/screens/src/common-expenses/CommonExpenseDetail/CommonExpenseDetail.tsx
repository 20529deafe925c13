import {
  type CommonExpense,
  formatCurrency,
  type Movement,
  type CommonExpenseDetail as Statement,
} from '@horizontal/domain';
import {
  Button,
  Icon,
  InlineAlert,
  PageHeader,
  rowActionsButton,
  SkeletonGroup,
  SkeletonText,
  StatTile,
  Tabs,
} from '@horizontal/ui';
import { visuallyHidden } from '@horizontal/ui/theme';
import { Suspense, useCallback, useRef, useState } from 'react';
import { AlertWithStep } from '../../shared/FormScreen';
import type { ActionResult } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import type { ListState } from '../../shared/lists';
import { MovementForm, PaymentForm, PeriodSheets } from '../dialogs';
import { closedNotice, formatIsoDay, formatIsoPeriod, isOpen, periodHeading, statementLabel } from '../labels';
import type { MovementValues } from '../MovementForm';
import type { PaymentValues } from '../PaymentForm';
import { PeriodDocuments, type PeriodDocumentsProps } from '../PeriodDocuments';
import type { PeriodSheetsActions } from '../PeriodSheets';
import * as styles from './CommonExpenseDetail.css';
import { MovementsTable } from './MovementsTable';
import { StatementsTable } from './StatementsTable';

/** The period, found in the complejo's list of periods (the spec has no call for one). */
export type CommonExpensePeriodState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** A stale or typed link: no such period in the complejo. */
  | { status: 'missing'; message: string }
  | { status: 'ready'; commonExpense: CommonExpense };

export const detailTabs = ['estados', 'movimientos'] as const;
export type DetailTab = (typeof detailTabs)[number];

export type CommonExpenseDetailProps = {
  period: CommonExpensePeriodState;
  /** GET /commonexpenses/detail/{id}. */
  statements: ListState<'commonExpensesDetail', Statement>;
  /** GET /commonexpenses/movements/{id}. */
  movements: ListState<'movements', Movement>;
  /** «Reintentar»: loads again whatever failed. */
  onRetry: () => void;
  /** Back to the periods, offered when the period does not exist. */
  onBack: () => void;
  /** POST /commonexpenses/payments/confirm (the app adds the statement): «Registrar pago» only with it, while open. */
  onConfirmPayment?: (statement: Statement, values: PaymentValues) => Promise<ActionResult>;
  /** POST /commonexpenses/create/movement (the app adds the period): «Agregar movimiento» only with it, while open. */
  onAddMovements?: (movements: MovementValues[]) => Promise<ActionResult>;
  /**
   * «Planillas», open or closed: the month's detail as a workbook, and while open its templates to fill and import
   * (with `onImport`) and a collection network's payments file to confirm (with `onImportPayments`).
   */
  sheets?: PeriodSheetsActions;
  /** «Estados de cuenta en PDF»: the background jobs that generate and e-mail the month's statements. */
  documents?: Omit<PeriodDocumentsProps, 'period'>;
  /** The tab shown; the statements' by default. */
  tab?: DetailTab;
  onTabChange?: (tab: DetailTab) => void;
  /** The day a payment may not come after and a movement starts from; today by default. */
  today?: Date;
  onDirtyChange?: (dirty: boolean) => void;
};

function PeriodFigures({ period }: { period: CommonExpense }) {
  return (
    <section className={styles.tiles} aria-label="Cifras del período">
      <StatTile label="Ingresos" value={formatCurrency(period.income)} />
      <StatTile label="Egresos" value={formatCurrency(period.expense)} />
      <StatTile label="Total del período" value={formatCurrency(period.totalPeriod)} tone="brand" />
      <StatTile label="Pagos" value={formatCurrency(period.payments)} tone="success" />
      <StatTile
        label="Deuda total"
        value={formatCurrency(period.totalDebt)}
        tone={period.totalDebt > 0 ? 'warning' : 'neutral'}
      />
    </section>
  );
}

/**
 * /gastoscomunes/detalle?id=: a period's figures, its units' statements (thousands of them, virtualized) with
 * «Registrar pago», and its movements with «Agregar movimiento». A closed month says its figures are fixed.
 */
export function CommonExpenseDetail({
  period,
  statements,
  movements,
  onRetry,
  onBack,
  onConfirmPayment,
  onAddMovements,
  sheets,
  documents,
  tab,
  onTabChange,
  today,
  onDirtyChange,
}: CommonExpenseDetailProps) {
  const [paying, setPaying] = useState<Statement | null>(null);
  const [adding, setAdding] = useState(false);
  const [showingSheets, setShowingSheets] = useState(false);
  const sheetsButton = useRef<HTMLButtonElement>(null);
  const [shownTab, setShownTab] = useState<DetailTab>(tab ?? 'estados');
  const pay = useCallback((statement: Statement) => setPaying(statement), []);

  if (period.status !== 'ready') {
    return (
      <div className={layout.screen}>
        <PageHeader title="Período de gastos comunes" />
        {period.status === 'loading' ? (
          <SkeletonGroup label="Cargando el período…">
            <SkeletonText lines={6} />
          </SkeletonGroup>
        ) : period.status === 'missing' ? (
          <AlertWithStep
            tone="warning"
            title="No encontramos ese período"
            message={period.message}
            stepLabel="Volver al listado"
            onStep={onBack}
          />
        ) : (
          <AlertWithStep
            tone="danger"
            title="No se pudo cargar el período"
            message={period.message}
            stepLabel="Reintentar"
            onStep={onRetry}
          />
        )}
      </div>
    );
  }

  const record = period.commonExpense;
  const open = isOpen(record);
  const canPay = open && onConfirmPayment !== undefined;
  const canAdd = open && onAddMovements !== undefined;
  const closeDialog = () => {
    setPaying(null);
    setAdding(false);
    onDirtyChange?.(false);
  };
  const current = tab ?? shownTab;
  const statementCount = statements.status === 'ready' ? statements.commonExpensesDetail.length : undefined;

  return (
    <div className={layout.screen}>
      <PageHeader
        title={periodHeading(record)}
        description={record.dueDate ? `Vence el ${formatIsoDay(record.dueDate)}.` : undefined}
        actions={
          sheets && (
            <Button variant="secondary" ref={sheetsButton} onClick={() => setShowingSheets(true)}>
              <Icon name="file" size="sm" />
              Planillas
            </Button>
          )
        }
      />
      {!open && <InlineAlert tone="info">{closedNotice}</InlineAlert>}
      <PeriodFigures period={record} />
      {documents && <PeriodDocuments period={record} {...documents} />}
      <Tabs
        label={`Detalle de ${formatIsoPeriod(record.period)}`}
        value={current}
        onValueChange={(value) => {
          setShownTab(value as DetailTab);
          onTabChange?.(value as DetailTab);
        }}
        items={[
          {
            value: 'estados',
            label: 'Estados de cuenta',
            count: statementCount,
            content: (
              <div className={styles.tab}>
                <h2 className={visuallyHidden}>Estados de cuenta</h2>
                <StatementsTable state={statements} onRetry={onRetry} onPay={canPay ? pay : undefined} />
              </div>
            ),
          },
          {
            value: 'movimientos',
            label: 'Movimientos',
            content: (
              <MovementsTable state={movements} onRetry={onRetry} onAdd={canAdd ? () => setAdding(true) : undefined} />
            ),
          },
        ]}
      />
      <Suspense fallback={null}>
        {paying && onConfirmPayment && (
          <PaymentForm
            statement={paying}
            today={today}
            onSubmit={(values) => onConfirmPayment(paying, values)}
            onSaved={closeDialog}
            onCancel={closeDialog}
            onDirtyChange={onDirtyChange}
            returnFocusTo={() => rowActionsButton(statementLabel(paying))}
          />
        )}
        {adding && onAddMovements && (
          <MovementForm
            periodLabel={formatIsoPeriod(record.period)}
            period={record.period}
            today={today}
            onSubmit={(values) => onAddMovements([values])}
            onSaved={closeDialog}
            onCancel={closeDialog}
            onDirtyChange={onDirtyChange}
          />
        )}
        {showingSheets && sheets && (
          <PeriodSheets
            period={record}
            onDownloadTemplate={sheets.onDownloadTemplate}
            onImport={sheets.onImport}
            onImportPayments={sheets.onImportPayments}
            onExport={sheets.onExport}
            onClose={() => setShowingSheets(false)}
            returnFocusTo={() => sheetsButton.current}
          />
        )}
      </Suspense>
    </div>
  );
}
