import { contract, montevideoToday } from '@horizontal/domain';
import { MaintenanceForm } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { remoteOf, retryFailed } from '../../../data/remote';
import { buildingScope, sharedQueries } from '../../../data/shared';
import { useRecordForm } from '../../../pages/record-form';
import { useWorkScope } from '../../../pages/work-scope';
import { useCan } from '../../../session/useCan';
import { reservationQueries } from '../queries';
import { loaded } from './loaded';

/**
 * /mantenimientos/nuevo (POST /maintenances/create, with POST /maintenances/disabled and /maintenances/available on
 * the way) and /mantenimientos/modificar?id=, a maintenance's detail and its change of status (POST
 * /maintenances/status): the backend has no update of a maintenance (SPEC §7).
 */
export default function MaintenanceFormPage() {
  const { buildingId } = useWorkScope();
  const can = useCan();
  const form = useRecordForm({
    base: '/mantenimientos',
    list: reservationQueries.maintenances(buildingId),
    scope: buildingScope(buildingId),
    missing: 'No encontramos ese mantenimiento en el complejo.',
    update: contract.maintenances.status,
    history: 'maintenances',
  });
  const creating = form.screen.state.mode === 'CREATE';
  // The whole areas (their turns, taken ones too) to whom may read Áreas comunes; their names to a front desk.
  const whole = can(contract.commonAreas.findAll);
  const wholeAreas = useQuery({ ...sharedQueries.commonAreas(buildingId), enabled: creating && whole });
  const namedAreas = useQuery({ ...reservationQueries.areaOptions(buildingId), enabled: creating && !whole });
  const areas = whole ? wholeAreas : namedAreas;
  const frequencies = useQuery({ ...reservationQueries.frequencies(), enabled: creating });
  const areasState = remoteOf(areas);
  const frequenciesState = remoteOf(frequencies);
  const maintenance = form.record;
  return (
    <MaintenanceForm
      key={form.formKey}
      {...form.screen}
      today={montevideoToday()}
      options={
        areasState.status !== 'ready'
          ? areasState
          : frequenciesState.status !== 'ready'
            ? frequenciesState
            : { status: 'ready', areas: areasState.commonAreas, frequencies: frequenciesState.frequency }
      }
      loadDisabledDays={(request) => loaded(api.maintenances.disabled(request), (answer) => answer.disabledDays)}
      loadAvailableDays={(request) => loaded(api.maintenances.available(request), (answer) => answer.availableDays)}
      onSubmit={(values) => form.writes.added(api.maintenances.create({ ...values, buildingId }), 'maintenance')}
      onSaved={() => form.saved()}
      onStatusChange={
        maintenance && can(contract.maintenances.status)
          ? (status) => form.writes.replaced(api.maintenances.status({ id: maintenance.id, status }), 'maintenance')
          : undefined
      }
      onModify={form.screen.onEdit}
      onRetry={() => Promise.all([retryFailed(areas), retryFailed(frequencies), form.reload()])}
    />
  );
}
