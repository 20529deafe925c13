import {
  type Shipment,
  type ShipmentStatus,
  shipmentStatusChangeSchema,
  shipmentTransitions,
} from '@horizontal/domain';

/** The problem the domain finds with whom a parcel was handed to, in its words; null when it may be sent. */
export const deliveredToProblem = (shipment: Pick<Shipment, 'id'>, deliveredTo: string): string | null => {
  const result = shipmentStatusChangeSchema.safeParse({ id: shipment.id, status: 'entregada', deliveredTo });
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path[0] === 'deliveredTo')?.message ?? null;
};

/** Whether the parcel may still go to `status` (only one waiting at the desk is handed over or sent back). */
export const canMove = (shipment: Pick<Shipment, 'status'>, status: ShipmentStatus) =>
  shipmentTransitions[shipment.status].includes(status);
