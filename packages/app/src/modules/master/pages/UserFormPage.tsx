import { UserForm } from '@horizontal/screens';
import { useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { remoteOfAll, retryFailed } from '../../../data/remote';
import { sharedQueries } from '../../../data/shared';
import { useRecordForm } from '../../../pages/record-form';
import { masterQueries } from '../queries';

/** /usuarios/nuevo (POST /users/create: the server e-mails a temporary password) and /usuarios/modificar?id=. */
export default function UserFormPage() {
  const companies = useQuery(masterQueries.companies());
  const ids = companies.data?.companies.map((company) => company.id) ?? [];
  const roles = useQueries({ queries: ids.map((id) => sharedQueries.companyRoles(id)) });
  const buildings = useQueries({ queries: ids.map((id) => sharedQueries.companyBuildings(id)) });
  const options = remoteOfAll([companies, ...roles, ...buildings], () => ({
    companies: companies.data?.companies ?? [],
    // Each administradora offers the global profiles plus its own: one entry per profile.
    roles: [...new Map(roles.flatMap((r) => r.data?.roles ?? []).map((role) => [role.id, role])).values()],
    buildings: buildings.flatMap((b) => b.data?.buildings ?? []),
  }));
  const form = useRecordForm({
    base: '/usuarios',
    list: masterQueries.users(),
    missing: 'No encontramos ese usuario.',
  });
  return (
    <UserForm
      key={form.formKey}
      {...form.screen}
      options={options}
      onSubmit={(values) =>
        form.save(
          { create: () => api.users.create(values), update: (id) => api.users.update({ ...values, id }) },
          'user',
        )
      }
      onSaved={(values) =>
        form.saved(
          form.record
            ? `Se guardó el usuario ${values.name}.`
            : `Se creó el usuario ${values.name}: le enviamos por correo su contraseña temporal.`,
        )
      }
      onRetry={() => Promise.all([retryFailed(companies, ...roles, ...buildings), form.reload()])}
    />
  );
}
