import { montevideoClock, montevideoToday, visitMessages } from '@horizontal/domain';
import { VisitForm } from '@horizontal/screens';
import { useToast } from '@horizontal/ui';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { remoteOf, retryFailed } from '../../../data/remote';
import { buildingScope } from '../../../data/shared';
import { useRecordForm } from '../../../pages/record-form';
import { useWorkScope } from '../../../pages/work-scope';
import { frontDeskQueries } from '../queries';

/** The Montevideo clock when a visit at the desk is saved: its entry time. */
const now = () => montevideoClock();

/**
 * /visitas/nuevo (POST /visits/create) and a visit's ficha, /visitas/modificar?id=&modo=detalle: there is no update
 * of a visit (SPEC §7), so the ficha offers no «Modificar»; its status changes from the list.
 */
export default function VisitFormPage() {
  const { buildingId } = useWorkScope();
  const toast = useToast();
  const form = useRecordForm({
    base: '/visitas',
    list: frontDeskQueries.visits(buildingId),
    scope: buildingScope(buildingId),
    missing: 'No encontramos esa visita en el complejo.',
  });
  const { onEdit: _noUpdate, ...screen } = form.screen;
  const units = useQuery({ ...frontDeskQueries.units(buildingId), enabled: screen.state.mode === 'CREATE' });
  return (
    <VisitForm
      key={form.formKey}
      {...screen}
      today={montevideoToday()}
      now={now}
      options={remoteOf(units)}
      onSubmit={(values) => form.writes.added(api.visits.create({ ...values, buildingId }), 'visit')}
      onSaved={() => form.saved()}
      onSavedAnother={() => toast.show({ message: `${visitMessages.created} Siga con la próxima.` })}
      onRetry={() => Promise.all([retryFailed(units), form.reload()])}
    />
  );
}
