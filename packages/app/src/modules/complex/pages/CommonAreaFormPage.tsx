import { contract } from '@horizontal/domain';
import { CommonAreaForm } from '@horizontal/screens';
import { api } from '../../../api';
import { buildingScope } from '../../../data/shared';
import { useRecordForm } from '../../../pages/record-form';
import { useWorkScope } from '../../../pages/work-scope';
import { complexQueries } from '../queries';

/** /areascomunes/nuevo (POST /commonareas/create) and /areascomunes/modificar?id= (PUT /commonareas/update). */
export default function CommonAreaFormPage() {
  const { buildingId } = useWorkScope();
  const form = useRecordForm({
    base: '/areascomunes',
    list: complexQueries.commonAreas(buildingId),
    update: contract.commonAreas.update,
    scope: buildingScope(buildingId),
    missing: 'No encontramos esa área común en el complejo.',
    history: 'common_areas',
  });
  return (
    <CommonAreaForm
      key={form.formKey}
      {...form.screen}
      onSubmit={(values) =>
        form.save(
          {
            create: () => api.commonAreas.create({ ...values, buildingId }),
            update: (id) => api.commonAreas.update({ ...values, id }),
          },
          'commonArea',
        )
      }
      onSaved={() => form.saved()}
      onRetry={form.reload}
    />
  );
}
