import { contract } from '@horizontal/domain';
import { ReportsList } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { useListView } from '../../../data/list-view';
import { useListWrites } from '../../../data/lists';
import { remoteOf, retryFailed } from '../../../data/remote';
import { buildingScope } from '../../../data/shared';
import { recordPath } from '../../../pages/screen-mode';
import { useSheetOwners, useWorkScope } from '../../../pages/work-scope';
import { useCan } from '../../../session/useCan';
import { frontDeskQueries } from '../queries';

const base = '/reportes';
const detailOf = (report: { id: number }) => recordPath(base, report.id, true);

/**
 * /reportes/listado (GET /reports/findall/{complejo}, each photo from the signed link its row carries; PUT
 * /reports/status and /reports/remove from each row).
 */
export default function ReportsListPage() {
  const listView = useListView();
  const sheetOwner = useSheetOwners().complejo;
  const navigate = useNavigate();
  const can = useCan();
  const { buildingId } = useWorkScope();
  const list = frontDeskQueries.reports(buildingId);
  const reports = useQuery(list);
  const writes = useListWrites(list, buildingScope(buildingId));
  return (
    <ReportsList
      {...listView}
      state={remoteOf(reports)}
      sheetOwner={sheetOwner}
      onRetry={() => retryFailed(reports)}
      onCreate={can(contract.reports.create) ? () => navigate(`${base}/nuevo`) : undefined}
      onView={(report) => navigate(detailOf(report))}
      viewHref={detailOf}
      onStatusChange={
        can(contract.reports.status)
          ? (report, status) => writes.replaced(api.reports.status({ id: report.id, status }), 'report')
          : undefined
      }
      onRemove={
        can(contract.reports.remove)
          ? (report) => writes.removed(api.reports.remove({ id: report.id }), report.id)
          : undefined
      }
    />
  );
}
