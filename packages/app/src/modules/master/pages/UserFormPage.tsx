import { UserForm } from '@horizontal/screens';
import { api } from '../../../api';
import { useRecordForm } from '../../../pages/record-form';
import { fieldOf, optionsState, useRemote } from '../../../pages/useRemote';

/** /usuarios/nuevo (POST /users/create: the server e-mails a temporary password) and /usuarios/modificar?id=. */
export default function UserFormPage() {
  const [options, reloadOptions] = useRemote(async () => {
    const companies = await api.companies.findAll();
    if (!companies.ok) return companies;
    const ids = companies.companies.map((company) => company.id);
    const [roleAnswers, buildingAnswers] = await Promise.all([
      Promise.all(ids.map((id) => api.general.roles(id))),
      Promise.all(ids.map((id) => api.general.buildings(id))),
    ]);
    const failed = [...roleAnswers, ...buildingAnswers].find((answer) => !answer.ok);
    if (failed && !failed.ok) return failed;
    // Each administradora offers the global profiles plus its own: one entry per profile.
    const roles = [...new Map(roleAnswers.flatMap((a) => (a.ok ? a.roles : [])).map((r) => [r.id, r])).values()];
    const buildings = buildingAnswers.flatMap((answer) => (answer.ok ? answer.buildings : []));
    return { ok: true, value: { roles, companies: companies.companies, buildings } };
  }, 'user-options');
  const form = useRecordForm({
    base: '/usuarios',
    key: 'users',
    missing: 'No encontramos ese usuario.',
    load: () => fieldOf(api.users.findAll(), 'users'),
  });
  return (
    <UserForm
      key={form.formKey}
      {...form.screen}
      options={optionsState(options)}
      onSubmit={(values) =>
        form.record ? api.users.update({ ...values, id: form.record.id }) : api.users.create(values)
      }
      onSaved={(values) =>
        form.saved(
          form.record
            ? `Se guardó el usuario ${values.name}.`
            : `Se creó el usuario ${values.name}: le enviamos por correo su contraseña temporal.`,
        )
      }
      onRetry={() => {
        void reloadOptions();
        void form.reload();
      }}
    />
  );
}
