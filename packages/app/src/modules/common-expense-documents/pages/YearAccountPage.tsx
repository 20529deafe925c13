import { YearAccount, type YearAccountState } from '@horizontal/screens';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../../api';
import { remoteOf, retryFailed } from '../../../data/remote';
import { useSheetOwners, useWorkScope } from '../../../pages/work-scope';
import { commonExpenseDocumentQueries, thisYear } from '../queries';

/** The year in the address, so that Atrás, reloading or a pasted link show the same year; this year otherwise. */
const useYear = () => {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('anio'));
  const year = Number.isInteger(asked) && asked > 0 ? asked : thisYear();
  const choose = (chosen: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('anio', String(chosen));
      return next;
    });
  return [year, choose] as const;
};

/**
 * /contabilidad, Contabilidad (GET /commonexpenses/yearaccount/{complejo}/{año}): the year's account of the chosen
 * complejo, and the years that have periods to pick another.
 */
export default function YearAccountPage() {
  const [year, setYear] = useYear();
  const { buildingId } = useWorkScope();
  const complejo = useSheetOwners().complejo ?? '';
  // The previous year's answer stays while the next one loads, for its list of years only: the picker keeps its
  // options, and the figures shown are never another year's.
  const answer = useQuery({
    ...commonExpenseDocumentQueries.yearAccount(buildingId, year),
    placeholderData: keepPreviousData,
  });
  const remote = remoteOf(answer);
  const account: YearAccountState =
    remote.status === 'ready'
      ? answer.isPlaceholderData
        ? { status: 'loading' }
        : { status: 'ready', account: remote.yearAccount }
      : remote;
  return (
    <YearAccount
      account={account}
      complejo={complejo}
      year={year}
      years={answer.data?.years ?? []}
      onYearChange={setYear}
      onRetry={() => retryFailed(answer)}
      onDownloadPdf={() => api.commonExpenseDocuments.yearAccountPdf(buildingId, year, complejo)}
    />
  );
}
