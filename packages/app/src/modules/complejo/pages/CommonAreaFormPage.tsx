import { CommonAreaForm } from '@horizontal/screens';
import { api } from '../../../api';
import { useRecordForm } from '../../../pages/record-form';
import { useWorkScope } from '../../../pages/work-scope';
import { loadCommonAreas } from './loaders';

/** /areascomunes/nuevo (POST /commonareas/create) and /areascomunes/modificar?id= (PUT /commonareas/update). */
export default function CommonAreaFormPage() {
  const { buildingId } = useWorkScope();
  const form = useRecordForm({
    base: '/areascomunes',
    key: `common-areas-${buildingId}`,
    missing: 'No encontramos esa área común en el complejo.',
    load: () => loadCommonAreas(buildingId),
  });
  return (
    <CommonAreaForm
      key={form.formKey}
      {...form.screen}
      onSubmit={(values) =>
        form.record
          ? api.commonAreas.update({ ...values, id: form.record.id })
          : api.commonAreas.create({ ...values, buildingId })
      }
      onSaved={(values) => form.saved(`Se guardó el área común ${values.name}.`)}
      onRetry={form.reload}
    />
  );
}
