import { CompanyForm } from '@horizontal/screens';
import { api } from '../../../api';
import { useRecordForm } from '../../../pages/record-form';
import { masterQueries } from '../queries';

/** /administradoras/nuevo and /administradoras/modificar?id= (POST create, PUT update). */
export default function CompanyFormPage() {
  const form = useRecordForm({
    base: '/administradoras',
    list: masterQueries.companies(),
    missing: 'No encontramos esa administradora: puede haber sido eliminada.',
    history: 'companies',
  });
  return (
    <CompanyForm
      key={form.formKey}
      {...form.screen}
      onSubmit={(values) =>
        form.save(
          {
            create: () => api.companies.create({ ...values, cityId: null, planId: null, logo: null }),
            update: (id) => api.companies.update({ ...form.record!, ...values, id }),
          },
          'company',
        )
      }
      onSaved={() => form.saved()}
      onRetry={form.reload}
    />
  );
}
