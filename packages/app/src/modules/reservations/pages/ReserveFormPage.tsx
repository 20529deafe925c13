import { contract } from '@horizontal/domain';
import { ReserveForm } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../../api';
import { remoteOfAll, retryFailed } from '../../../data/remote';
import { buildingScope, sharedQueries } from '../../../data/shared';
import { useRecordForm } from '../../../pages/record-form';
import { useWorkScope } from '../../../pages/work-scope';
import { useCan } from '../../../session/useCan';
import { loaded } from './loaded';
import { listOfView, reservesBase } from './reserve-pages';

/**
 * /reservas/nuevo (POST /reserves/create, with POST /reserves/disabled and /reserves/turns/available on the way) and
 * /reservas/modificar?id=, a booking's detail and its change of status (POST /reserves/status) or deletion.
 */
export default function ReserveFormPage() {
  const { buildingId } = useWorkScope();
  const can = useCan();
  const [params] = useSearchParams();
  const form = useRecordForm({
    base: reservesBase,
    list: listOfView(params.has('historica') ? 'historicas' : 'vigentes', buildingId),
    scope: buildingScope(buildingId),
    missing: 'No encontramos esa reserva en el complejo.',
    update: contract.reserves.status,
    history: 'reserves',
  });
  const creating = form.screen.state.mode === 'CREATE';
  const areas = useQuery({ ...sharedQueries.commonAreas(buildingId), enabled: creating });
  const apartments = useQuery({ ...sharedQueries.apartmentOptions(buildingId), enabled: creating });
  // Who asks is optional: offered only to a profile that may read the residents.
  const residents = useQuery({
    ...sharedQueries.residents(buildingId),
    enabled: creating && can(contract.residents.findAll),
  });
  const options = remoteOfAll([areas, apartments], () => ({
    areas: areas.data!.commonAreas.filter((area) => area.status === 'activo'),
    apartments: apartments.data!.apartments,
    residents: residents.data?.residents.filter((resident) => resident.status === 'activo'),
  }));
  const reserve = form.record;
  return (
    <ReserveForm
      key={form.formKey}
      {...form.screen}
      now={new Date()}
      options={options}
      loadDisabledDays={(request) => loaded(api.reserves.disabled(request), (answer) => answer.disabledDays)}
      loadTurns={(request) => loaded(api.reserves.turnsAvailable(request), (answer) => answer.turns)}
      onSubmit={(values) => form.writes.added(api.reserves.create({ ...values, buildingId }), 'reserve')}
      onSaved={() => form.saved()}
      onStatusChange={
        reserve && can(contract.reserves.status)
          ? (status) => form.writes.replaced(api.reserves.status({ id: reserve.id, status }), 'reserve')
          : undefined
      }
      onStatusChanged={() => form.saved()}
      onDelete={
        reserve && can(contract.reserves.delete)
          ? () => form.writes.removed(api.reserves.delete(reserve.id), reserve.id)
          : undefined
      }
      onModify={form.screen.onEdit}
      onRetry={() => Promise.all([retryFailed(areas), retryFailed(apartments), form.reload()])}
    />
  );
}
