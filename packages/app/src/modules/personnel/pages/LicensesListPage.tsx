import { contract } from '@horizontal/domain';
import { LicensesList } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { useListView } from '../../../data/list-view';
import { useListWrites } from '../../../data/lists';
import { remoteOf, retryFailed } from '../../../data/remote';
import { recordPath } from '../../../pages/screen-mode';
import { useSheetOwners, useWorkScope } from '../../../pages/work-scope';
import { useCan } from '../../../session/useCan';
import { personnelQueries, personnelScope } from '../queries';
import { licensesPath } from './paths';

const detailOf = (record: { id: number }) => recordPath(licensesPath, record.id, true);

/**
 * /licencias/listado (GET /licenses/findall/{id}: the licenses, the pending ones and each person's annual leave;
 * PUT /licenses/status from each row). A status change moves the pending list and the balances with it, so the
 * answer is asked again after one rather than patched row by row.
 */
export default function LicensesListPage() {
  const listView = useListView();
  const sheetOwner = useSheetOwners().complejo;
  const navigate = useNavigate();
  const can = useCan();
  const { buildingId } = useWorkScope();
  const list = personnelQueries.licenses(buildingId);
  const licenses = useQuery(list);
  const types = useQuery(personnelQueries.leaveTypes(buildingId));
  const writes = useListWrites(list, personnelScope(buildingId));
  return (
    <LicensesList
      {...listView}
      state={remoteOf(licenses)}
      licenseTypes={types.data?.licenseType ?? []}
      sheetOwner={sheetOwner}
      onRetry={() => retryFailed(licenses, types)}
      onCreate={can(contract.licenses.create) ? () => navigate(`${licensesPath}/nuevo`) : undefined}
      onView={(license) => navigate(detailOf(license))}
      viewHref={detailOf}
      onStatusChange={
        can(contract.licenses.status)
          ? async (license, status) => {
              const answer = await writes.replaced(api.licenses.status({ id: license.id, status }), 'license');
              if (answer.ok) await licenses.refetch();
              return answer;
            }
          : undefined
      }
    />
  );
}
