import { isMaster } from '@horizontal/domain';
import { BuildingForm } from '@horizontal/screens';
import { useToast } from '@horizontal/ui';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { formState, recordPath, useScreenMode } from '../../../pages/screen-mode';
import { optionsState, useRemote } from '../../../pages/useRemote';
import { useSignedInUser } from '../../../session/SessionProvider';

const base = '/complejos';

/** /complejos/nuevo (POST /buildings/create, then POST /towers/create per tower) and /complejos/modificar?id=. */
export default function BuildingFormPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const user = useSignedInUser();
  const { mode, id, params } = useScreenMode();
  const companyId = Number(params.get('administradora')) || user.company?.id || null;
  const [options, reloadOptions] = useRemote(async () => {
    const [companies, reference] = await Promise.all([
      isMaster(user) ? api.companies.findAll() : Promise.resolve({ ok: true as const, message: '', companies: [] }),
      api.general.data(),
    ]);
    if (!companies.ok) return companies;
    if (!reference.ok) return reference;
    const choices = isMaster(user) ? companies.companies : user.company ? [user.company] : [];
    return { ok: true, value: { companies: choices, cities: reference.cities, states: reference.states } };
  }, 'building-options');
  const [building, reload] = useRemote(async () => {
    if (id === null || companyId === null) return { ok: true, value: undefined };
    const answer = await api.buildings.findAll(companyId);
    return answer.ok ? { ok: true, value: answer.buildings.find((b) => b.id === id) } : answer;
  }, `building-${id}-${companyId}`);
  const state = formState(mode, building, 'No encontramos ese complejo: puede haber sido eliminado.');
  const record = state.mode !== 'CREATE' && state.status === 'ready' ? state.record : null;
  const towersPath = (buildingId: number, company: number) =>
    `${base}/torres?id=${buildingId}&administradora=${company}`;
  return (
    <BuildingForm
      key={`${mode}-${id}`}
      state={state}
      options={optionsState(options)}
      onSubmit={async ({ building: values, towers }) => {
        const fields = { rut: '', phone: '', email: '', ...record, ...values };
        if (record) return api.buildings.update({ ...fields, id: record.id });
        const created = await api.buildings.create(fields);
        if (!created.ok) return created;
        for (const name of towers) {
          const tower = await api.towers.create({ buildingId: created.building.id, name });
          if (!tower.ok)
            return { ok: false, message: `Se creó el complejo, pero no la torre ${name}: ${tower.message}` };
        }
        return created;
      }}
      onSaved={({ building: values }) => {
        toast.show({ message: `Se guardó el complejo ${values.name}.` });
        navigate(`${base}/listado?administradora=${values.companyId}`);
      }}
      onCancel={() => navigate(`${base}/listado${companyId ? `?administradora=${companyId}` : ''}`)}
      onEdit={
        record ? () => navigate(recordPath(base, record.id, false, { administradora: record.companyId })) : undefined
      }
      onTowers={record ? () => navigate(towersPath(record.id, record.companyId)) : undefined}
      onRetry={() => {
        void reloadOptions();
        void reload();
      }}
    />
  );
}
