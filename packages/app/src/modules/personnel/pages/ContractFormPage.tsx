import { contract, montevideoToday } from '@horizontal/domain';
import { ContractForm } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { remoteOfAll, retryFailed } from '../../../data/remote';
import { useRecordForm } from '../../../pages/record-form';
import { useWorkScope } from '../../../pages/work-scope';
import { useCan } from '../../../session/useCan';
import { personnelQueries, personnelScope } from '../queries';
import { contractsPath } from './paths';

/**
 * /contratos/nuevo (the signed copy to storage under «contratos», then POST /contracts/create) and a contract's
 * ficha (/contratos/modificar?id=&modo=detalle): there is no update call, its status changes from the list.
 */
export default function ContractFormPage() {
  const { buildingId } = useWorkScope();
  const can = useCan();
  const form = useRecordForm({
    base: contractsPath,
    list: personnelQueries.contracts(buildingId),
    scope: personnelScope(buildingId),
    missing: 'No encontramos ese contrato en el complejo.',
  });
  const { onEdit: _noUpdate, ...screen } = form.screen;
  const staff = useQuery(personnelQueries.staff(buildingId));
  return (
    <ContractForm
      key={form.formKey}
      {...screen}
      today={montevideoToday()}
      options={remoteOfAll([staff], () => ({ personnel: staff.data?.personnelList ?? [] }))}
      onUpload={async (file, onProgress) => {
        const stored = await api.files.upload(file, { folder: 'contratos', onProgress });
        if (!stored.ok) throw new Error(stored.message);
        return stored.key;
      }}
      onSubmit={(values) => form.writes.added(api.contracts.create({ ...values, buildingId }), 'contract')}
      onSaved={() => form.saved()}
      onDownload={can(contract.contracts.file) ? (row) => api.contracts.download(row.id) : undefined}
      onRetry={() => Promise.all([retryFailed(staff), form.reload()])}
    />
  );
}
