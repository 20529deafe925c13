import { montevideoToday } from '@horizontal/domain';
import { UnlinkForm } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { remoteOfAll, retryFailed } from '../../../data/remote';
import { useRecordForm } from '../../../pages/record-form';
import { useWorkScope } from '../../../pages/work-scope';
import { personnelQueries, personnelScope } from '../queries';
import { unlinksPath } from './paths';

/**
 * /desvinculaciones/nuevo (POST /unlink/create: the contract in force ends and the person is desvinculado, so the
 * staff and contracts lists are asked again) and a desvinculación's ficha; it is final, there is no update call.
 */
export default function UnlinkFormPage() {
  const { buildingId } = useWorkScope();
  const form = useRecordForm({
    base: unlinksPath,
    list: personnelQueries.unlinks(buildingId),
    scope: personnelScope(buildingId),
    missing: 'No encontramos esa desvinculación en el complejo.',
  });
  const { onEdit: _noUpdate, ...screen } = form.screen;
  const staff = useQuery(personnelQueries.staff(buildingId));
  const contracts = useQuery(personnelQueries.contracts(buildingId));
  return (
    <UnlinkForm
      key={form.formKey}
      {...screen}
      today={montevideoToday()}
      options={remoteOfAll([staff, contracts], () => ({
        personnel: staff.data?.personnelList ?? [],
        contracts: contracts.data?.contracts ?? [],
      }))}
      onSubmit={(values) => form.writes.added(api.unlinks.create({ ...values, buildingId }), 'unlink')}
      onSaved={() => form.saved()}
      onRetry={() => Promise.all([retryFailed(staff, contracts), form.reload()])}
    />
  );
}
