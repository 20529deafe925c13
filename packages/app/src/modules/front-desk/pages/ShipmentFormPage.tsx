import { shipmentMessages } from '@horizontal/domain';
import { ShipmentForm } from '@horizontal/screens';
import { useToast } from '@horizontal/ui';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { remoteOfAll, retryFailed } from '../../../data/remote';
import { buildingScope } from '../../../data/shared';
import { useRecordForm } from '../../../pages/record-form';
import { useWorkScope } from '../../../pages/work-scope';
import { frontDeskQueries } from '../queries';

/**
 * /encomiendas/nuevo (POST /shipments/create) and a parcel's ficha, /encomiendas/modificar?id=&modo=detalle: there
 * is no update of a parcel (SPEC §7), so the ficha offers no «Modificar»; its status changes from the list.
 */
export default function ShipmentFormPage() {
  const { buildingId } = useWorkScope();
  const toast = useToast();
  const form = useRecordForm({
    base: '/encomiendas',
    list: frontDeskQueries.shipments(buildingId),
    scope: buildingScope(buildingId),
    missing: 'No encontramos esa encomienda en el complejo.',
  });
  const { onEdit: _noUpdate, ...screen } = form.screen;
  const creating = screen.state.mode === 'CREATE';
  // The units with who lives there: the recipient is picked from the unit's residents.
  const units = useQuery({ ...frontDeskQueries.units(buildingId), enabled: creating });
  const types = useQuery({ ...frontDeskQueries.shipmentTypes(), enabled: creating });
  return (
    <ShipmentForm
      key={form.formKey}
      {...screen}
      options={remoteOfAll([units, types], () => ({
        units: units.data?.apartments ?? [],
        types: types.data?.types ?? [],
      }))}
      onSubmit={(values) => form.writes.added(api.shipments.create({ ...values, buildingId }), 'shipment')}
      onSaved={() => form.saved()}
      onSavedAnother={() => toast.show({ message: `${shipmentMessages.created} Siga con la próxima.` })}
      onRetry={() => Promise.all([retryFailed(units, types), form.reload()])}
    />
  );
}
