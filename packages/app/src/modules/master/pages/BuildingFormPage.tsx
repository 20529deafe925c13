import { buildingMessages, isMaster, theNamed } from '@horizontal/domain';
import { BuildingForm } from '@horizontal/screens';
import { useToast } from '@horizontal/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { useListWrites } from '../../../data/lists';
import { remoteOf, remoteOfAll, retryFailed } from '../../../data/remote';
import { companyScope, sharedQueries } from '../../../data/shared';
import { useLeaveGuard } from '../../../navigation/LeaveGuard';
import { recordIn, useRecordHistory } from '../../../pages/record-form';
import { formState, recordPath, useScreenMode } from '../../../pages/screen-mode';
import { useSignedInUser } from '../../../session/SessionProvider';
import { masterQueries } from '../queries';

const base = '/complejos';

/** /complejos/nuevo (POST /buildings/create, then POST /towers/create per tower) and /complejos/modificar?id=. */
export default function BuildingFormPage() {
  const leave = useLeaveGuard();
  const navigate = useNavigate();
  const toast = useToast();
  const user = useSignedInUser();
  const master = isMaster(user);
  const { mode, id, params } = useScreenMode();
  const companyId = Number(params.get('administradora')) || user.company?.id || null;
  const companies = useQuery({ ...masterQueries.companies(), enabled: master });
  const reference = useQuery(sharedQueries.reference());
  const options = remoteOfAll(master ? [companies, reference] : [reference], () => ({
    companies: master ? (companies.data?.companies ?? []) : user.company ? [user.company] : [],
    cities: reference.data?.cities ?? [],
    states: reference.data?.states ?? [],
  }));
  const list = masterQueries.buildings(companyId ?? 0);
  const buildings = useQuery({ ...list, enabled: id !== null && companyId !== null });
  const state = formState(
    mode,
    recordIn(remoteOf(buildings), 'buildings', id),
    'No encontramos ese complejo: puede haber sido eliminado.',
    id,
  );
  const record = state.mode !== 'CREATE' && state.status === 'ready' ? state.record : null;
  const towers = useQuery({ ...sharedQueries.towers(record?.id ?? 0), enabled: mode === 'DETAIL' && record !== null });
  const writes = useListWrites(list, companyScope(companyId ?? 0));
  const history = useRecordHistory('buildings', id, mode === 'DETAIL' && record !== null);
  const towersPath = (buildingId: number, company: number) =>
    `${base}/torres?id=${buildingId}&administradora=${company}`;
  return (
    <BuildingForm
      key={`${mode}-${id}`}
      state={state}
      history={history}
      companyId={companyId}
      towers={mode === 'DETAIL' ? remoteOf(towers) : undefined}
      options={options}
      onSubmit={async ({ building: values, towers }) => {
        const fields = { rut: '', phone: '', email: '', ...record, ...values };
        if (record) return writes.replaced(api.buildings.update({ ...fields, id: record.id }), 'building');
        const created = await writes.added(api.buildings.create(fields), 'building');
        if (!created.ok) return created;
        for (const { name, floors } of towers) {
          const tower = await api.towers.create({ buildingId: created.building.id, name, floors });
          if (!tower.ok)
            return {
              ok: false,
              message: `${buildingMessages.created} No se pudo crear ${theNamed('la torre', name)}: ${tower.message}`,
            };
        }
        return created;
      }}
      onSaved={({ building: values }) => {
        toast.show({ message: record ? buildingMessages.updated : buildingMessages.created });
        navigate(`${base}/listado?administradora=${values.companyId}`);
      }}
      onCancel={() => {
        leave.leaveAsked();
        navigate(`${base}/listado${companyId ? `?administradora=${companyId}` : ''}`);
      }}
      onDirtyChange={leave.reportDirty}
      onEdit={
        record ? () => navigate(recordPath(base, record.id, false, { administradora: record.companyId })) : undefined
      }
      onTowers={record ? () => navigate(towersPath(record.id, record.companyId)) : undefined}
      onRetry={() => retryFailed(companies, reference, buildings, towers)}
    />
  );
}
