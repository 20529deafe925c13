import { type CommonExpense, contract } from '@horizontal/domain';
import { CommonExpensesList } from '@horizontal/screens';
import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { useListView } from '../../../data/list-view';
import { useListWrites } from '../../../data/lists';
import { remoteOf, retryFailed } from '../../../data/remote';
import { buildingScope } from '../../../data/shared';
import { useSheetOwners, useWorkScope } from '../../../pages/work-scope';
import { useCan } from '../../../session/useCan';
import { commonExpenseQueries } from '../queries';

/** A period's detail: where «Ver» and the link on its month lead. */
export const periodDetailPath = (period: Pick<CommonExpense, 'id'>) => `/gastoscomunes/detalle?id=${period.id}`;

/**
 * /gastoscomunes/listado (GET /commonexpenses/findall/{complejo}): the periods, «Nuevo período»
 * (POST /commonexpenses/create), «Modificar» of the open one (POST /commonexpenses/update) and the complejo's
 * settings (GET and POST /commonexpenses/settings), each offered only to a profile that may make its call.
 */
export default function CommonExpensesListPage() {
  const listView = useListView();
  const sheetOwner = useSheetOwners().complejo;
  const navigate = useNavigate();
  const can = useCan();
  const client = useQueryClient();
  const { buildingId } = useWorkScope();
  const list = commonExpenseQueries.periods(buildingId);
  const periods = useQuery(list);
  const writes = useListWrites(list, buildingScope(buildingId));
  const settingsList = commonExpenseQueries.settings(buildingId);
  const mayConfigure = can(contract.commonExpenses.settings) && can(contract.commonExpenses.saveSettings);
  const settings = useQuery({ ...settingsList, enabled: mayConfigure || can(contract.commonExpenses.create) });
  /** A new month changes the order of the list and the debt every screen of the complejo shows: all is read again. */
  const everythingStale = () => client.invalidateQueries({ queryKey: buildingScope(buildingId) });
  return (
    <CommonExpensesList
      {...listView}
      state={remoteOf(periods)}
      sheetOwner={sheetOwner}
      onRetry={() => retryFailed(periods)}
      onView={(period) => navigate(periodDetailPath(period))}
      viewHref={periodDetailPath}
      onCreate={
        can(contract.commonExpenses.create)
          ? async (values) => {
              const answer = await api.commonExpenses.create({ ...values, buildingId });
              if (answer.ok) void everythingStale();
              return answer;
            }
          : undefined
      }
      onUpdate={
        can(contract.commonExpenses.update)
          ? (period, { period: _month, ...terms }) =>
              writes.replaced(api.commonExpenses.update({ ...terms, commonExpenseId: period.id }), 'commonExpense')
          : undefined
      }
      settings={
        mayConfigure
          ? {
              state: remoteOf(settings),
              onRetry: () => retryFailed(settings),
              onSubmit: async (values) => {
                const answer = await api.commonExpenses.saveSettings({ ...values, buildingId });
                if (answer.ok) {
                  client.setQueryData(settingsList.queryKey, { settings: answer.settings });
                  void client.invalidateQueries({
                    queryKey: buildingScope(buildingId),
                    predicate: (query) => query.queryHash !== hashKey(settingsList.queryKey),
                  });
                }
                return answer;
              },
            }
          : undefined
      }
    />
  );
}
