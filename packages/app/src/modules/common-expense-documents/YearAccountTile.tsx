import { formatCurrency } from '@horizontal/domain';
import { ModuleTile } from '@horizontal/screens';
import { useNavigate } from 'react-router-dom';
import { retryFailed } from '../../data/remote';
import { useTileState } from '../../pages/module-tile';
import { useWorkScope } from '../../pages/work-scope';
import { commonExpenseDocumentQueries, thisYear } from './queries';

const yearAccountPage = '/contabilidad';

/** Contabilidad on Inicio: what the complejo's account holds today, and the year's result so far. */
export default function YearAccountTile() {
  const { buildingId } = useWorkScope();
  const navigate = useNavigate();
  const year = thisYear();
  const { query, state } = useTileState(
    commonExpenseDocumentQueries.yearAccount(buildingId, year),
    // No push notification changes it: a closure, payment or movement written here marks it stale (queries.ts).
    undefined,
    ({ yearAccount }) => [
      {
        value: yearAccount.closingBalance,
        display: formatCurrency(yearAccount.closingBalance),
        label: 'de saldo en la cuenta',
        href: yearAccountPage,
        attention: yearAccount.closingBalance < 0,
      },
      {
        value: yearAccount.result.total,
        display: formatCurrency(yearAccount.result.total),
        label: `de resultado en ${year}`,
        href: yearAccountPage,
        attention: yearAccount.result.total < 0,
      },
    ],
  );
  return <ModuleTile title="Contabilidad" state={state} onRetry={() => retryFailed(query)} onOpen={navigate} />;
}
