import { contract } from '@horizontal/domain';
import { ContractsList } from '@horizontal/screens';
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
import { contractsPath } from './paths';

const detailOf = (record: { id: number }) => recordPath(contractsPath, record.id, true);

/** /contratos/listado (GET /contracts/findall/{id}; PUT /contracts/status and the signed copy from each row). */
export default function ContractsListPage() {
  const listView = useListView();
  const sheetOwner = useSheetOwners().complejo;
  const navigate = useNavigate();
  const can = useCan();
  const { buildingId } = useWorkScope();
  const list = personnelQueries.contracts(buildingId);
  const contracts = useQuery(list);
  const writes = useListWrites(list, personnelScope(buildingId));
  return (
    <ContractsList
      {...listView}
      state={remoteOf(contracts)}
      sheetOwner={sheetOwner}
      onRetry={() => retryFailed(contracts)}
      onCreate={can(contract.contracts.create) ? () => navigate(`${contractsPath}/nuevo`) : undefined}
      onView={(row) => navigate(detailOf(row))}
      viewHref={detailOf}
      onStatusChange={
        can(contract.contracts.status)
          ? (row, status) => writes.replaced(api.contracts.status({ id: row.id, status }), 'contract')
          : undefined
      }
      onDownload={can(contract.contracts.file) ? (row) => api.contracts.download(row.id) : undefined}
    />
  );
}
