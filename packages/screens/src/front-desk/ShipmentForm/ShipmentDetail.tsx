import type { Shipment } from '@horizontal/domain';
import { Card, DescriptionList, StatusBadge } from '@horizontal/ui';
import { FormScreen } from '../../shared/FormScreen';
import { formatMoment, shipmentStatusBadges } from '../labels';
import { shipmentTitle } from './shipment-form';

/** A parcel as registered, and what became of it. */
export function ShipmentDetail({ shipment }: { shipment: Shipment }) {
  const badge = shipmentStatusBadges[shipment.status];
  return (
    <FormScreen
      title={shipmentTitle(shipment)}
      description={`Encomienda de ${shipment.apartment}`}
      meta={<StatusBadge label={badge.label} tone={badge.tone} />}
    >
      <Card title="Encomienda">
        <DescriptionList
          items={[
            { term: 'Unidad', description: shipment.apartment },
            { term: 'Destinatario', description: shipment.recipientName },
            { term: 'Tipo', description: shipment.shipmentType ?? 'Sin tipo' },
            { term: 'Transportista', description: shipment.carrier || 'Sin transportista' },
            { term: 'Descripción', description: shipment.description || 'Sin descripción' },
            { term: 'Recibida', description: formatMoment(shipment.receivedAt) },
          ]}
        />
      </Card>
      <Card title="Entrega">
        <DescriptionList
          items={[
            { term: 'Estado', description: badge.label },
            { term: 'Entregada a', description: shipment.deliveredTo ?? 'Todavía no se entregó' },
            {
              term: 'Entregada el',
              description: shipment.deliveredAt ? formatMoment(shipment.deliveredAt) : 'Todavía no se entregó',
            },
          ]}
        />
      </Card>
    </FormScreen>
  );
}
