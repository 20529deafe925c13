import { MonthlyTotals } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { remoteOf, retryFailed } from '../../../data/remote';
import { useWorkScope } from '../../../pages/work-scope';
import { commonExpenseQueries } from '../queries';

/** /gastoscomunes/totales, Totales Mensuales (GET /commonexpenses/closures/{complejo}): the last twelve closed months. */
export default function MonthlyTotalsPage() {
  const { buildingId } = useWorkScope();
  const closures = useQuery(commonExpenseQueries.closures(buildingId));
  return <MonthlyTotals state={remoteOf(closures)} onRetry={() => retryFailed(closures)} />;
}
