import { roleNames } from '@horizontal/domain';
import { UserForm } from '@horizontal/screens';
import { useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { remoteOfAll, retryFailed } from '../../../data/remote';
import { sharedQueries } from '../../../data/shared';
import { useRecordForm } from '../../../pages/record-form';
import { masterQueries } from '../queries';

const globalRoles = new Set<string>([roleNames.master, roleNames.administrator]);

/** /usuarios/nuevo (POST /users/create: the server e-mails a temporary password) and /usuarios/modificar?id=. */
export default function UserFormPage() {
  const companies = useQuery(masterQueries.companies());
  const ids = companies.data?.companies.map((company) => company.id) ?? [];
  const roles = useQueries({ queries: ids.map((id) => sharedQueries.companyRoles(id)) });
  const buildings = useQueries({ queries: ids.map((id) => sharedQueries.companyBuildings(id)) });
  const options = remoteOfAll([companies, ...roles, ...buildings], () => ({
    companies: companies.data?.companies ?? [],
    // Each administradora answers the global roles plus its own profiles: the form offers the chosen one's only.
    roles: [
      ...new Map(
        roles.flatMap((answer, index) =>
          (answer.data?.roles ?? []).map((role) => [
            role.id,
            { ...role, companyId: globalRoles.has(role.name) ? null : (ids[index] ?? null) },
          ]),
        ),
      ).values(),
    ],
    buildings: buildings.flatMap((b) => b.data?.buildings ?? []),
  }));
  const form = useRecordForm({
    base: '/usuarios',
    list: masterQueries.users(),
    missing: 'No encontramos ese usuario.',
    history: 'users',
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
      onSaved={() => form.saved()}
      onRetry={() => Promise.all([retryFailed(companies, ...roles, ...buildings), form.reload()])}
    />
  );
}
