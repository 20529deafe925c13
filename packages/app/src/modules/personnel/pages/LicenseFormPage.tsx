import { montevideoToday } from '@horizontal/domain';
import { LicenseForm } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { remoteOfAll, retryFailed } from '../../../data/remote';
import { useRecordForm } from '../../../pages/record-form';
import { useWorkScope } from '../../../pages/work-scope';
import { personnelQueries, personnelScope } from '../queries';
import { licensesPath } from './paths';

/**
 * /licencias/nuevo (POST /licenses/create: pending, told with type 8 to who may approve it) and a license's ficha;
 * it is approved, rejected or cancelled from the list. The balances come with the licenses' answer.
 */
export default function LicenseFormPage() {
  const { buildingId } = useWorkScope();
  const form = useRecordForm({
    base: licensesPath,
    list: personnelQueries.licenses(buildingId),
    scope: personnelScope(buildingId),
    missing: 'No encontramos esa licencia en el complejo.',
  });
  const { onEdit: _noUpdate, ...screen } = form.screen;
  const staff = useQuery(personnelQueries.staff(buildingId));
  const types = useQuery(personnelQueries.leaveTypes(buildingId));
  const licenses = useQuery(personnelQueries.licenses(buildingId));
  return (
    <LicenseForm
      key={form.formKey}
      {...screen}
      today={montevideoToday()}
      options={remoteOfAll([staff, types, licenses], () => ({
        personnel: staff.data?.personnelList ?? [],
        licenseTypes: types.data?.licenseType ?? [],
        balances: licenses.data?.balances ?? [],
      }))}
      onSubmit={async (values) => {
        const answer = await form.writes.added(api.licenses.create({ ...values, buildingId }), 'license');
        // The pending list (and Inicio's figure) come with the licenses' answer: asked again, not patched.
        if (answer.ok) await licenses.refetch();
        return answer;
      }}
      onSaved={() => form.saved()}
      onRetry={() => Promise.all([retryFailed(staff, types, licenses), form.reload()])}
    />
  );
}
