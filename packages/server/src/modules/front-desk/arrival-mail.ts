import { formatMontevideoDateTime } from '@horizontal/domain';
import { composeMail } from '../../lib/mail/templates';
import type { ShipmentListing } from './shipments.repository';

/**
 * What a resident of the unit reads when a parcel arrives at the front desk: for whom, what and from whom, and that
 * it waits there. The spec gives portería no notification type: the staff are not told, the unit's residents are.
 */
export const arrivalMail = (
  to: { name: string; email: string },
  shipment: ShipmentListing,
  building: { name: string },
) => {
  const what = [shipment.shipmentType ?? 'Una encomienda', shipment.carrier && `de ${shipment.carrier}`]
    .filter(Boolean)
    .join(' ');
  const paragraphs = [
    `Hola, ${to.name}:`,
    `Llegó a la portería de ${building.name} una encomienda para ${shipment.recipientName}, de la unidad ` +
      `${shipment.apartment}: ${what.charAt(0).toLowerCase()}${what.slice(1)}` +
      `${shipment.description ? ` (${shipment.description})` : ''}, recibida el ` +
      `${formatMontevideoDateTime(shipment.receivedAt)}.`,
    'La guardamos en portería hasta que la retiren: quien la retire dirá su nombre al recibirla.',
  ];
  return composeMail(to.email, `Tiene una encomienda en la portería de ${building.name}`, paragraphs);
};
