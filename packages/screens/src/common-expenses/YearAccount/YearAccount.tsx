import {
  type YearAccount as Account,
  type Cents,
  formatCurrency,
  formatDate,
  isEmptyYear,
  SPANISH_MONTH_NAMES,
  type YearAccountSide,
} from '@horizontal/domain';
import {
  Button,
  DescriptionList,
  EmptyState,
  Icon,
  InlineAlert,
  PageHeader,
  Select,
  SkeletonGroup,
  SkeletonText,
  StatTile,
} from '@horizontal/ui';
import { visuallyHidden } from '@horizontal/ui/theme';
import { type ReactNode, useId } from 'react';
import { AlertWithStep } from '../../shared/FormScreen';
import { type ActionResult, useSubmission } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import { printNote } from '../../shared/print';
import { calendarDateOf } from '../labels';
import { Amount } from '../report-parts';
import * as styles from './YearAccount.css';

export type YearAccountState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; account: Account };

export type YearAccountProps = {
  /** GET the year's account; 'ready' carries it. */
  account: YearAccountState;
  /** The complejo's name, for the printed heading. */
  complejo: string;
  year: number;
  /** Years that can be chosen (those with periods), newest first. */
  years: readonly number[];
  onYearChange: (year: number) => void;
  onRetry: () => void;
  /** «Descargar PDF»: absent until the PDF exists. */
  onDownloadPdf?: () => Promise<ActionResult>;
  /** The day printed under the title; today by default. */
  today?: Date;
};

export const yearAccountEmpty = (year: number) => ({
  title: `No hubo movimientos ni cobros en ${year}`,
  description:
    'Los ingresos, los egresos y los pagos de las unidades aparecen aquí cuando se registran en los meses de gastos comunes del año.',
});

/** «Ene» … «Dic» (Setiembre is «Set», as Uruguay writes it). */
export const shortMonthNames = SPANISH_MONTH_NAMES.map((name) => name.slice(0, 3));

/** «31/12/2026» from «2026-12-31». */
const dayOf = (iso: string) => {
  const day = calendarDateOf(iso);
  return day ? formatDate(day) : iso;
};

/** The chosen year is always offered, even before it has a period of its own (January of a new year). */
const yearOptions = (year: number, years: readonly number[]) =>
  [...new Set([year, ...years])]
    .sort((a, b) => b - a)
    .map((option) => ({ value: String(option), label: String(option) }));

/** The twelve months and the year, each heading with its full name for whoever hears the table. */
function MonthHeadings({ first }: { first: string }) {
  return (
    <thead>
      <tr>
        <th scope="col" className={styles.headCategory}>
          {first}
        </th>
        {SPANISH_MONTH_NAMES.map((name, index) => (
          <th key={name} scope="col" className={styles.head}>
            <span aria-hidden="true">{shortMonthNames[index]}</span>
            <span className={visuallyHidden}>{name}</span>
          </th>
        ))}
        <th scope="col" className={styles.head}>
          Total
        </th>
      </tr>
    </thead>
  );
}

function FiguresRow({
  label,
  months,
  total,
  className,
}: {
  label: string;
  months: readonly Cents[];
  total: Cents;
  className?: string;
}) {
  return (
    <tr className={className}>
      <th scope="row" className={styles.category}>
        {label}
      </th>
      {months.map((cents, index) => (
        <td key={SPANISH_MONTH_NAMES[index]} className={styles.amount}>
          <Amount cents={cents} />
        </td>
      ))}
      <td className={styles.amount}>
        <Amount cents={total} />
      </td>
    </tr>
  );
}

function SideRows({
  title,
  side,
  totalLabel,
  none,
}: {
  title: string;
  side: YearAccountSide;
  totalLabel: string;
  none: string;
}) {
  return (
    <tbody>
      <tr>
        <th scope="rowgroup" colSpan={14} className={styles.group}>
          {title}
        </th>
      </tr>
      {side.lines.length === 0 ? (
        <tr>
          <td colSpan={14} className={styles.none}>
            {none}
          </td>
        </tr>
      ) : (
        side.lines.map((line) => (
          <FiguresRow key={line.category} label={line.category} months={line.months} total={line.total} />
        ))
      )}
      <FiguresRow label={totalLabel} months={side.months} total={side.total} className={styles.subtotal} />
    </tbody>
  );
}

/** A box that scrolls sideways on a phone: it takes the keyboard so the months past the edge can be reached. */
function Scroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways on a phone must take the keyboard
    <section className={styles.tableBox} tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}

function IncomeAndExpense({ account }: { account: Account }) {
  const caption = `Ingresos y egresos de ${account.year}`;
  return (
    <Scroller label={caption}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <MonthHeadings first="Concepto" />
        <SideRows title="Ingresos" side={account.income} totalLabel="Total de ingresos" none="Sin ingresos en el año" />
        <SideRows title="Egresos" side={account.expense} totalLabel="Total de egresos" none="Sin egresos en el año" />
        <tfoot>
          <FiguresRow
            label="Resultado"
            months={account.result.months}
            total={account.result.total}
            className={styles.result}
          />
        </tfoot>
      </table>
    </Scroller>
  );
}

function ReserveFund({ account }: { account: Account }) {
  const { reserveFund } = account;
  const caption = `Fondo de reserva de ${account.year}`;
  return (
    <Scroller label={caption}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <MonthHeadings first="Movimiento" />
        <tbody>
          <FiguresRow label="Facturado" months={reserveFund.billed} total={reserveFund.billedTotal} />
          <FiguresRow label="Gastado" months={reserveFund.spent} total={reserveFund.spentTotal} />
        </tbody>
      </table>
    </Scroller>
  );
}

function DebtAtEnd({ debt }: { debt: Account['debtAtEnd'] }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {`Deuda al ${dayOf(debt.asOf)}`}
      </h2>
      <DescriptionList
        columns={3}
        items={[
          { term: 'Capital', description: <Amount cents={debt.capital} /> },
          { term: 'Recargos', description: <Amount cents={debt.surcharge} /> },
          { term: 'Total', description: <Amount cents={debt.total} /> },
          { term: 'Unidades en deuda', description: String(debt.unitsInDebt) },
        ]}
      />
    </section>
  );
}

function Figures({ account }: { account: Account }) {
  return (
    <section className={styles.tiles} aria-label={`Cifras de ${account.year}`}>
      <StatTile label="Saldo inicial" value={formatCurrency(account.openingBalance)} />
      <StatTile label="Ingresos" value={formatCurrency(account.income.total)} tone="success" />
      <StatTile label="Egresos" value={formatCurrency(account.expense.total)} />
      <StatTile
        label="Resultado"
        value={formatCurrency(account.result.total)}
        tone={account.result.total < 0 ? 'danger' : 'neutral'}
      />
      <StatTile
        label="Saldo final"
        value={formatCurrency(account.closingBalance)}
        tone={account.closingBalance < 0 ? 'danger' : 'brand'}
      />
    </section>
  );
}

/**
 * Contabilidad: the year's account the administrator presents to the assembly (rendición de cuentas): the balance
 * it opened and closed with, income and expense by category and month, the reserve fund, and what the units owed at
 * the year's end. Printed from the browser; its PDF once the app gives it.
 */
export function YearAccount({
  account,
  complejo,
  year,
  years,
  onYearChange,
  onRetry,
  onDownloadPdf,
  today,
}: YearAccountProps) {
  const pdf = useSubmission();
  const ready = account.status === 'ready' ? account.account : null;
  return (
    <div className={layout.screen}>
      <PageHeader
        title="Contabilidad"
        description={`Rendición de cuentas de ${year}: ingresos y egresos por categoría y mes, fondo de reserva y deuda al cierre.`}
        printNote={printNote(complejo, today ?? new Date())}
        actions={
          <>
            <div className={styles.yearPicker}>
              <Select
                label="Año"
                size="sm"
                value={String(year)}
                options={yearOptions(year, years)}
                onChange={(value) => {
                  pdf.reset();
                  onYearChange(Number(value));
                }}
              />
            </div>
            {ready && (
              <Button variant="secondary" onClick={() => window.print()}>
                <Icon name="print" size="sm" />
                Imprimir
              </Button>
            )}
            {ready && onDownloadPdf && (
              <Button variant="secondary" loading={pdf.submitting} onClick={() => void pdf.run(onDownloadPdf)}>
                <Icon name="download" size="sm" />
                Descargar PDF
              </Button>
            )}
          </>
        }
      />
      {pdf.serverError && (
        <InlineAlert tone="danger" title="No se pudo descargar el PDF">
          {pdf.serverError}
        </InlineAlert>
      )}
      {account.status === 'loading' && (
        <SkeletonGroup label="Cargando la contabilidad…">
          <SkeletonText lines={10} />
        </SkeletonGroup>
      )}
      {account.status === 'error' && (
        <AlertWithStep
          tone="danger"
          title="No se pudo cargar la contabilidad"
          message={account.message}
          stepLabel="Reintentar"
          onStep={onRetry}
        />
      )}
      {ready && (
        <>
          <Figures account={ready} />
          {isEmptyYear(ready) ? (
            <EmptyState {...yearAccountEmpty(ready.year)} />
          ) : (
            <>
              <IncomeAndExpense account={ready} />
              <ReserveFund account={ready} />
            </>
          )}
          <DebtAtEnd debt={ready.debtAtEnd} />
        </>
      )}
    </div>
  );
}
