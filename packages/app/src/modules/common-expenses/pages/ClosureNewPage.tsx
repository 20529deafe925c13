import { ClosureNew } from '@horizontal/screens';
import { useToast } from '@horizontal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { remoteOf, retryFailed } from '../../../data/remote';
import { useWorkScope } from '../../../pages/work-scope';
import { commonExpenseQueries } from '../queries';
import { ledgerStale } from './ledger-stale';

/**
 * /cierres/nuevo (POST /commonexpenses/close): closes the complejo's open month, then back to the closures with the
 * server's answer. Closing computes every statement, the closures, Deuda and Inicio's figures: all read again.
 */
export default function ClosureNewPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const client = useQueryClient();
  const { buildingId } = useWorkScope();
  const periods = useQuery(commonExpenseQueries.periods(buildingId));
  return (
    <ClosureNew
      state={remoteOf(periods)}
      onRetry={() => retryFailed(periods)}
      onClose={async (period) => {
        const answer = await api.commonExpenses.close({ commonExpenseId: period.id });
        if (answer.ok) await ledgerStale(client, buildingId);
        return answer;
      }}
      onClosed={(message) => {
        toast.show({ message, severity: 'success' });
        navigate('/cierres/listado');
      }}
      onCancel={() => navigate('/cierres/listado')}
      periodsHref="/gastoscomunes/listado"
      onNavigate={navigate}
    />
  );
}
