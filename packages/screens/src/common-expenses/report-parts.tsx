import { type Cents, formatCurrency, formatMontevideoDateTime, sumCents } from '@horizontal/domain';
import * as styles from './report-parts.css';

/** «$ 1.234,56»; a negative amount with its minus sign, in the danger tone. */
export function Amount({ cents }: { cents: Cents }) {
  return <span className={cents < 0 ? styles.negative : styles.amount}>{formatCurrency(cents)}</span>;
}

/** «04/01/2026 18:30»: when a month was closed, on a Montevideo clock whatever the computer's zone. */
export const formatMoment = (iso: string) => formatMontevideoDateTime(new Date(iso));

/** The sum of one figure over some rows. */
export const totalOf = <Row,>(rows: readonly Row[], figure: (row: Row) => Cents): Cents => sumCents(rows.map(figure));
