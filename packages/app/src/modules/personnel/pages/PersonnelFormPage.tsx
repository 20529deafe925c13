import { contract } from '@horizontal/domain';
import { PersonnelForm } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { remoteOfAll, retryFailed } from '../../../data/remote';
import { useRecordForm } from '../../../pages/record-form';
import { useWorkScope } from '../../../pages/work-scope';
import { personnelQueries, personnelScope } from '../queries';
import { staffPath } from './paths';

/** /personal/nuevo (POST /personnel/create) and /personal/modificar?id= (PUT /personnel/update), and the ficha. */
export default function PersonnelFormPage() {
  const { buildingId } = useWorkScope();
  const form = useRecordForm({
    base: staffPath,
    list: personnelQueries.staff(buildingId),
    update: contract.personnel.update,
    scope: personnelScope(buildingId),
    missing: 'No encontramos a esa persona en el personal del complejo.',
  });
  const types = useQuery(personnelQueries.personnelTypes());
  return (
    <PersonnelForm
      key={form.formKey}
      {...form.screen}
      options={remoteOfAll([types], () => ({ personnelTypes: types.data?.personnelType ?? [] }))}
      onSubmit={(values) =>
        form.save(
          {
            create: () => api.personnel.create({ ...values, buildingId }),
            update: (id) => api.personnel.update({ ...values, id }),
          },
          'personnel',
        )
      }
      onSaved={() => form.saved()}
      onRetry={() => Promise.all([retryFailed(types), form.reload()])}
    />
  );
}
