import { type Closure, formatCurrency } from '@horizontal/domain';
import { EmptyState, PageHeader, SkeletonGroup, SkeletonText } from '@horizontal/ui';
import { useContext, useMemo } from 'react';
import { AlertWithStep } from '../../shared/FormScreen';
import * as layout from '../../shared/layout.css';
import { PrintOwner, printNote } from '../../shared/print';
import { formatIsoPeriod } from '../labels';
import { Amount } from '../report-parts';
import * as styles from './MonthlyTotals.css';
import {
  barsOf,
  chartSummary,
  lastClosedMonths,
  MONTHS_SHOWN,
  shortMonth,
  totalsOf,
  yearUnder,
} from './monthly-totals';

export type MonthlyTotalsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; closures: readonly Closure[] };

export type MonthlyTotalsProps = {
  /** The complejo's closures (GET /commonexpenses/closures/{complejo}). */
  state: MonthlyTotalsState;
  onRetry: () => void;
  /** The day printed under the title; today by default. */
  today?: Date;
};

export const monthlyTotalsEmpty = {
  title: 'Todavía no hay meses cerrados',
  description: 'Los totales de cada mes aparecen aquí cuando se cierra, desde Cierres.',
};

/* The chart's plot, in pixels of its fixed height; its width is the screen's, in percent. */
const HEIGHT = 240;
const TOP = 8;
const BOTTOM = 200;
const PLOT = BOTTOM - TOP;

/** Income and expense of each month side by side, in plain SVG: the table below holds the figures. */
function MonthsChart({ months }: { months: readonly Closure[] }) {
  const bars = barsOf(months);
  return (
    <figure className={styles.figure}>
      <svg className={styles.chart} role="img" aria-label={chartSummary(months)} height={HEIGHT}>
        {[0.5, 1].map((share) => (
          <line
            key={share}
            className={styles.gridline}
            x1="0"
            x2="100%"
            y1={BOTTOM - PLOT * share}
            y2={BOTTOM - PLOT * share}
          />
        ))}
        {bars.map(({ month, center, income, expense }, index) => {
          const name = formatIsoPeriod(month.period);
          const year = yearUnder(month.period, index);
          return (
            <g key={month.period}>
              <rect
                className={styles.income}
                x={`${income.x}%`}
                width={`${income.width}%`}
                y={BOTTOM - PLOT * income.height}
                height={PLOT * income.height}
              >
                <title>{`${name}: ingresos ${formatCurrency(month.income)}`}</title>
              </rect>
              <rect
                className={styles.expense}
                x={`${expense.x}%`}
                width={`${expense.width}%`}
                y={BOTTOM - PLOT * expense.height}
                height={PLOT * expense.height}
              >
                <title>{`${name}: egresos ${formatCurrency(month.expense)}`}</title>
              </rect>
              <text className={styles.label} x={`${center}%`} y={BOTTOM + 16} textAnchor="middle">
                {shortMonth(month.period)}
              </text>
              {year && (
                <text className={styles.year} x={`${center}%`} y={BOTTOM + 32} textAnchor="middle">
                  {year}
                </text>
              )}
            </g>
          );
        })}
        <line className={styles.baseline} x1="0" x2="100%" y1={BOTTOM} y2={BOTTOM} />
      </svg>
      <ul className={styles.legend} aria-hidden="true">
        <li className={styles.legendItem}>
          <span className={styles.incomeSwatch} />
          Ingresos
        </li>
        <li className={styles.legendItem}>
          <span className={styles.expenseSwatch} />
          Egresos
        </li>
      </ul>
    </figure>
  );
}

function MonthsTable({ months }: { months: readonly Closure[] }) {
  const totals = totalsOf(months);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways on a phone must take the keyboard
    <section className={styles.tableBox} tabIndex={0} aria-label="Totales por mes">
      <table className={styles.table}>
        <caption className={styles.caption}>Ingresos y egresos por mes</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.head}>
              Mes
            </th>
            <th scope="col" className={styles.headAmount}>
              Ingresos
            </th>
            <th scope="col" className={styles.headAmount}>
              Egresos
            </th>
            <th scope="col" className={styles.headAmount}>
              Resultado
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.period}>
              <th scope="row" className={styles.month}>
                {formatIsoPeriod(month.period)}
              </th>
              <td className={styles.amount}>{formatCurrency(month.income)}</td>
              <td className={styles.amount}>{formatCurrency(month.expense)}</td>
              <td className={styles.amount}>
                <Amount cents={month.total} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={styles.totals}>
            <th scope="row" className={styles.month}>
              {months.length === 1 ? 'Total del mes' : `Total de los ${months.length} meses`}
            </th>
            <td className={styles.amount}>{formatCurrency(totals.income)}</td>
            <td className={styles.amount}>{formatCurrency(totals.expense)}</td>
            <td className={styles.amount}>
              <Amount cents={totals.total} />
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

/**
 * /gastoscomunes/totales (Totales Mensuales): what came into and went out of the complejo's account in each of the
 * last twelve closed months, as a chart and as the table that holds its figures, with their totals.
 */
export function MonthlyTotals({ state, onRetry, today }: MonthlyTotalsProps) {
  const owner = useContext(PrintOwner);
  const months = useMemo(() => (state.status === 'ready' ? lastClosedMonths(state.closures) : []), [state]);
  return (
    <div className={layout.screen}>
      <PageHeader
        title="Totales Mensuales"
        description={`Ingresos, egresos y resultado de los últimos ${MONTHS_SHOWN} meses cerrados del complejo.`}
        printNote={printNote(owner, today ?? new Date())}
      />
      {state.status === 'loading' && (
        <SkeletonGroup label="Cargando los totales…">
          <SkeletonText lines={8} />
        </SkeletonGroup>
      )}
      {state.status === 'error' && (
        <AlertWithStep
          tone="danger"
          title="No se pudieron cargar los totales"
          message={state.message}
          stepLabel="Reintentar"
          onStep={onRetry}
        />
      )}
      {state.status === 'ready' &&
        (months.length === 0 ? (
          <EmptyState title={monthlyTotalsEmpty.title} description={monthlyTotalsEmpty.description} />
        ) : (
          <>
            <MonthsChart months={months} />
            <MonthsTable months={months} />
          </>
        ))}
    </div>
  );
}
