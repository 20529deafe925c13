import { StorageError } from '@horizontal/api';
import { commonExpenseMessages, contract, type SheetKind } from '@horizontal/domain';
import { CommonExpenseDetail, type CommonExpensePeriodState, type PeriodSheetsActions } from '@horizontal/screens';
import { useToast } from '@horizontal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../api';
import { useListWrites } from '../../../data/lists';
import { remoteOf, retryFailed } from '../../../data/remote';
import { buildingScope } from '../../../data/shared';
import { noRecordChosen } from '../../../pages/screen-mode';
import { useWorkScope } from '../../../pages/work-scope';
import { useCan } from '../../../session/useCan';
import { commonExpenseQueries } from '../queries';

const missing = 'No encontramos ese período en el complejo: elíjalo en el listado.';

/** Calls `finished` when a job that was running is no longer: the statements and the period changed with it. */
const useJobsFinishing = (jobs: readonly { id: number; status: string }[] | undefined, finished: () => void) => {
  const running = useRef(new Set<number>());
  useEffect(() => {
    if (!jobs) return;
    const now = new Set(jobs.filter((job) => job.status === 'en_curso').map((job) => job.id));
    const ended = [...running.current].some((id) => !now.has(id));
    running.current = now;
    if (ended) finished();
  }, [jobs, finished]);
};

/**
 * /gastoscomunes/detalle?id= (GET /commonexpenses/detail/{id} and /commonexpenses/movements/{id}): the period comes
 * from the complejo's cached list of periods (the spec has no call for one). A payment (POST
 * /commonexpenses/payments/confirm) or a movement (POST /commonexpenses/create/movement) changes the period's sums,
 * Deuda and Inicio: every list of the complejo is read again.
 */
export default function CommonExpenseDetailPage() {
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const navigate = useNavigate();
  const toast = useToast();
  const can = useCan();
  const client = useQueryClient();
  const { buildingId } = useWorkScope();
  const scope = buildingScope(buildingId);
  const periods = useQuery(commonExpenseQueries.periods(buildingId));
  const statementsList = commonExpenseQueries.statements(buildingId, id ?? 0);
  const statements = useQuery({ ...statementsList, enabled: id !== null });
  const movements = useQuery({ ...commonExpenseQueries.movements(buildingId, id ?? 0), enabled: id !== null });
  const statementWrites = useListWrites(statementsList, scope);
  const canSeeJobs = id !== null && can(contract.commonExpenseDocuments.jobs);
  const jobs = useQuery({
    ...commonExpenseQueries.documentJobs(buildingId, id ?? 0),
    enabled: canSeeJobs,
    // A job works in the background: its progress is asked every second while one runs, and not otherwise.
    refetchInterval: (query) => (query.state.data?.jobs.some((job) => job.status === 'en_curso') ? 1_000 : false),
  });
  useJobsFinishing(jobs.data?.jobs, () => void client.invalidateQueries({ queryKey: scope }));

  const record = id === null ? undefined : periods.data?.commonExpenses.find((period) => period.id === id);
  const period: CommonExpensePeriodState =
    id === null
      ? { status: 'missing', message: noRecordChosen }
      : periods.data
        ? record
          ? { status: 'ready', commonExpense: record }
          : { status: 'missing', message: missing }
        : (remoteOf(periods) as CommonExpensePeriodState);

  /** An upload read into the period: what it changed (sums, Deuda, Inicio) is read again in every list of the complejo. */
  const uploaded = async (upload: () => Promise<{ ok: true; message: string } | { ok: false; message: string }>) => {
    try {
      const answer = await upload();
      if (answer.ok) void client.invalidateQueries({ queryKey: scope });
      return answer;
    } catch (error) {
      // Storage refusals throw (SPEC §8): the dialog shows them beside the file.
      if (error instanceof StorageError) return { ok: false as const, message: error.message };
      throw error;
    }
  };
  /**
   * «Planillas»: the templates and the month's export are files the browser saves; a filled template or a network's
   * payments file goes up and is read into the open period.
   */
  const sheets: PeriodSheetsActions | undefined =
    id !== null && can(contract.templates.commonExpensesXls)
      ? {
          onDownloadTemplate: (sheet: SheetKind) =>
            sheet === 'movimientos' ? api.templates.commonExpensesMovements() : api.templates.commonExpensesDetail(),
          onExport: (fileName) => api.templates.commonExpensesXls({ commonExpenseId: id, fileName }),
          onImport: can(contract.commonExpenses.importSheet)
            ? (sheet, file) => uploaded(() => api.commonExpenses.uploadSheet(id, sheet, file))
            : undefined,
          onImportPayments: can(contract.commonExpenses.importPayments)
            ? (file) => uploaded(() => api.commonExpenses.uploadPayments(id, file))
            : undefined,
        }
      : undefined;

  /** Starts a job; its progress then comes from the jobs' list, asked again at once. */
  const started = async (start: () => Promise<{ ok: true; message: string } | { ok: false; message: string }>) => {
    const answer = await start();
    if (answer.ok) {
      toast.show({ message: answer.message, severity: 'info' });
      void client.invalidateQueries({ queryKey: scope });
    }
    return answer;
  };
  const rows = statements.data?.commonExpensesDetail;
  const documents =
    canSeeJobs && id !== null
      ? {
          jobs: remoteOf(jobs),
          statements: rows
            ? {
                total: rows.length,
                withDocument: rows.filter((row) => row.documentKey !== null).length,
                sent: rows.filter((row) => row.sentAt !== null).length,
              }
            : null,
          onGenerate: can(contract.commonExpenseDocuments.generate)
            ? () => started(() => api.commonExpenseDocuments.generate({ commonExpenseId: id, apartmentIds: [] }))
            : undefined,
          onSend: can(contract.commonExpenseDocuments.send)
            ? () => started(() => api.commonExpenseDocuments.send({ commonExpenseId: id, apartmentIds: [] }))
            : undefined,
          onRetry: () => retryFailed(jobs),
        }
      : undefined;

  return (
    <CommonExpenseDetail
      sheets={sheets}
      documents={documents}
      period={period}
      statements={remoteOf(statements)}
      movements={remoteOf(movements)}
      onRetry={() => retryFailed(periods, statements, movements)}
      onBack={() => navigate('/gastoscomunes/listado')}
      onConfirmPayment={
        can(contract.commonExpenses.confirmPayment)
          ? async (statement, values) => {
              const answer = await statementWrites.replaced(
                api.commonExpenses.confirmPayment({ ...values, detailId: statement.id }),
                'detail',
              );
              if (answer.ok) {
                // The same payment confirmed twice changes nothing: said, but not as news.
                const repeated = answer.message === commonExpenseMessages.paymentRepeated;
                toast.show({ message: answer.message, severity: repeated ? 'info' : 'success' });
              }
              return answer;
            }
          : undefined
      }
      onAddMovements={
        can(contract.commonExpenses.createMovement) && id !== null
          ? async (lines) => {
              const answer = await api.commonExpenses.createMovement({ commonExpenseId: id, movements: lines });
              if (answer.ok) {
                toast.show({ message: answer.message, severity: 'success' });
                void client.invalidateQueries({ queryKey: scope });
              }
              return answer;
            }
          : undefined
      }
    />
  );
}
