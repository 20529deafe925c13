import { codeModule, countNoun, formatCurrency } from '@horizontal/domain';
import { ModuleTile } from '@horizontal/screens';
import { useNavigate } from 'react-router-dom';
import { retryFailed } from '../../data/remote';
import { useTileState } from '../../pages/module-tile';
import { useWorkScope } from '../../pages/work-scope';
import { commonExpenseQueries } from './queries';

const debtList = '/gastoscomunes/deuda';

/** Gastos comunes on Inicio: the debt past due and how many units owe it, both leading to Deuda. */
export default function CommonExpensesTile() {
  const { buildingId } = useWorkScope();
  const navigate = useNavigate();
  const { query, state } = useTileState(
    commonExpenseQueries.summary(buildingId),
    codeModule('common-expenses')?.notificationTypeId,
    ({ summary }) => [
      summary.debt === null
        ? null
        : {
            value: summary.debt,
            display: formatCurrency(summary.debt),
            label: 'de deuda vencida',
            href: debtList,
            attention: true,
          },
      summary.unitsInDebt === null
        ? null
        : {
            value: summary.unitsInDebt,
            label: countNoun(summary.unitsInDebt, 'unidad con deuda', 'unidades con deuda'),
            href: debtList,
            attention: true,
          },
    ],
  );
  return <ModuleTile title="Gastos comunes" state={state} onRetry={() => retryFailed(query)} onOpen={navigate} />;
}
