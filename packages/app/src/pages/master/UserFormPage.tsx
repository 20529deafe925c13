import { UserForm, type UserFormOptions } from '@horizontal/screens';
import { useToast } from '@horizontal/ui';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api';
import { formState, recordPath, useScreenMode } from '../screen-mode';
import { useRemote } from '../useRemote';

const base = '/usuarios';

/** /usuarios/nuevo (POST /users/create: the server e-mails a temporary password) and /usuarios/modificar?id=. */
export default function UserFormPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const { mode, id } = useScreenMode();
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
  const [user, reload] = useRemote(async () => {
    if (id === null) return { ok: true, value: undefined };
    const answer = await api.users.findAll();
    return answer.ok ? { ok: true, value: answer.users.find((u) => u.id === id) } : answer;
  }, `user-${id}`);
  const state = formState(mode, user, 'No encontramos ese usuario.');
  const record = state.mode !== 'CREATE' && state.status === 'ready' ? state.record : null;
  const formOptions: UserFormOptions = options.status === 'ready' ? { status: 'ready', ...options.value } : options;
  return (
    <UserForm
      key={`${mode}-${id}`}
      state={state}
      options={formOptions}
      onSubmit={(values) => (record ? api.users.update({ ...values, id: record.id }) : api.users.create(values))}
      onSaved={(values) => {
        toast.show({
          message: record
            ? `Se guardó el usuario ${values.name}.`
            : `Se creó el usuario ${values.name}: le enviamos por correo su contraseña temporal.`,
        });
        navigate(`${base}/listado`);
      }}
      onCancel={() => navigate(`${base}/listado`)}
      onEdit={id === null ? undefined : () => navigate(recordPath(base, id))}
      onRetry={() => {
        void reloadOptions();
        void reload();
      }}
    />
  );
}
