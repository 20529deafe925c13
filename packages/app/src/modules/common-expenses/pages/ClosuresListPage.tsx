import { type Closure, contract } from '@horizontal/domain';
import { ClosuresList } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useListView } from '../../../data/list-view';
import { remoteOf, retryFailed } from '../../../data/remote';
import { useSheetOwners, useWorkScope } from '../../../pages/work-scope';
import { useCan } from '../../../session/useCan';
import { commonExpenseQueries } from '../queries';

/** /cierres/listado (GET /commonexpenses/closures/{complejo}): «Ver» opens the closed month's statements. */
export default function ClosuresListPage() {
  const listView = useListView();
  const sheetOwner = useSheetOwners().complejo;
  const navigate = useNavigate();
  const can = useCan();
  const { buildingId } = useWorkScope();
  const closures = useQuery(commonExpenseQueries.closures(buildingId));
  // A closure names its month, not its period's id: the periods' list (cached by Gastos comunes) gives it.
  const periods = useQuery({
    ...commonExpenseQueries.periods(buildingId),
    enabled: can(contract.commonExpenses.findAll),
  });
  const detailOf = (closure: Closure) => {
    const period = periods.data?.commonExpenses.find((candidate) => candidate.period === closure.period);
    return period ? `/gastoscomunes/detalle?id=${period.id}` : '/gastoscomunes/listado';
  };
  return (
    <ClosuresList
      {...listView}
      state={remoteOf(closures)}
      sheetOwner={sheetOwner}
      onRetry={() => retryFailed(closures)}
      onCreate={can(contract.commonExpenses.close) ? () => navigate('/cierres/nuevo') : undefined}
      onView={(closure) => navigate(detailOf(closure))}
      viewHref={detailOf}
    />
  );
}
