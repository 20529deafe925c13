import { CompanyForm } from '@horizontal/screens';
import { api } from '../../../api';
import { useRecordForm } from '../../../pages/record-form';
import { fieldOf } from '../../../pages/useRemote';

/** /administradoras/nuevo and /administradoras/modificar?id= (POST create, PUT update). */
export default function CompanyFormPage() {
  const form = useRecordForm({
    base: '/administradoras',
    key: 'companies',
    missing: 'No encontramos esa administradora: puede haber sido eliminada.',
    load: () => fieldOf(api.companies.findAll(), 'companies'),
  });
  return (
    <CompanyForm
      key={form.formKey}
      {...form.screen}
      onSubmit={(values) =>
        form.record
          ? api.companies.update({ ...form.record, ...values, id: form.record.id })
          : api.companies.create({ ...values, cityId: null, planId: null, logo: null })
      }
      onSaved={(values) => form.saved(`Se guardó la administradora ${values.name}.`)}
      onRetry={form.reload}
    />
  );
}
