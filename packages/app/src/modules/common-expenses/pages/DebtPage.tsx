import { contract, type DebtRow } from '@horizontal/domain';
import { DebtCertificate, DebtList, type PriceIndexMonthValues } from '@horizontal/screens';
import { useToast } from '@horizontal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../api';
import { useListView } from '../../../data/list-view';
import { remoteOf, retryFailed } from '../../../data/remote';
import { useSheetOwners, useWorkScope } from '../../../pages/work-scope';
import { useCan } from '../../../session/useCan';
import { commonExpenseQueries } from '../queries';
import { ledgerStale } from './ledger-stale';

const base = '/gastoscomunes/deuda';
const certificatePath = (row: Pick<DebtRow, 'detailId'>) => `${base}?certificado=${row.detailId}`;

function Certificate({ detailId }: { detailId: number }) {
  const navigate = useNavigate();
  const { buildingId } = useWorkScope();
  const certificate = useQuery(commonExpenseQueries.certificate(buildingId, detailId));
  return (
    <DebtCertificate
      state={remoteOf(certificate)}
      onRetry={() => retryFailed(certificate)}
      onBack={() => navigate(base)}
    />
  );
}

function Debt() {
  const listView = useListView();
  const sheetOwner = useSheetOwners().complejo;
  const navigate = useNavigate();
  const toast = useToast();
  const client = useQueryClient();
  const can = useCan();
  const { buildingId } = useWorkScope();
  const debt = useQuery(commonExpenseQueries.debt(buildingId));
  const readsIndex = can(contract.commonExpenses.priceIndex);
  const indexList = commonExpenseQueries.priceIndex(buildingId);
  const index = useQuery({ ...indexList, enabled: readsIndex });
  const saveMonth = async (month: PriceIndexMonthValues) => {
    const answer = await api.commonExpenses.savePriceIndex({ buildingId, months: [month] });
    if (answer.ok) {
      // The table is the one the server answered; the debt is readjusted again with it.
      client.setQueryData(indexList.queryKey, { months: answer.months });
      void ledgerStale(client, buildingId);
      toast.show({ message: answer.message, severity: 'success' });
    }
    return answer;
  };
  return (
    <DebtList
      {...listView}
      state={remoteOf(debt)}
      sheetOwner={sheetOwner}
      onRetry={() => retryFailed(debt)}
      certificateHref={certificatePath}
      onCertificate={(row) => navigate(certificatePath(row))}
      priceIndex={
        readsIndex
          ? {
              state: remoteOf(index),
              onRetry: () => retryFailed(index),
              onSave: can(contract.commonExpenses.savePriceIndex) ? saveMonth : undefined,
            }
          : undefined
      }
    />
  );
}

/**
 * /gastoscomunes/deuda (GET /commonexpenses/debt/{complejo}), Deuda: what each account owes, and the IPC table
 * (GET/POST /commonexpenses/priceindex); with `?certificado=<detailId>`, that account's debt certificate
 * (GET /commonexpenses/debt/certificate/{id}).
 */
export default function DebtPage() {
  const [params] = useSearchParams();
  const detailId = Number(params.get('certificado'));
  return Number.isInteger(detailId) && detailId > 0 ? <Certificate key={detailId} detailId={detailId} /> : <Debt />;
}
