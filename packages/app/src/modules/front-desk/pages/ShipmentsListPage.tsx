import { contract, montevideoToday } from '@horizontal/domain';
import { ShipmentsList } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { useListView } from '../../../data/list-view';
import { useListWrites } from '../../../data/lists';
import { remoteOf, retryFailed } from '../../../data/remote';
import { buildingScope } from '../../../data/shared';
import { recordPath } from '../../../pages/screen-mode';
import { useSheetOwners, useWorkScope } from '../../../pages/work-scope';
import { useCan } from '../../../session/useCan';
import { frontDeskQueries } from '../queries';

const base = '/encomiendas';
const detailOf = (shipment: { id: number }) => recordPath(base, shipment.id, true);

/**
 * /encomiendas/listado (GET /shipments/findall/{complejo}; PUT /shipments/status to hand a parcel over or send it
 * back, PUT /shipments/remove, from each row).
 */
export default function ShipmentsListPage() {
  const listView = useListView();
  const sheetOwner = useSheetOwners().complejo;
  const navigate = useNavigate();
  const can = useCan();
  const { buildingId } = useWorkScope();
  const list = frontDeskQueries.shipments(buildingId);
  const shipments = useQuery(list);
  const writes = useListWrites(list, buildingScope(buildingId));
  const moves = can(contract.shipments.status);
  return (
    <ShipmentsList
      {...listView}
      today={montevideoToday()}
      state={remoteOf(shipments)}
      sheetOwner={sheetOwner}
      onRetry={() => retryFailed(shipments)}
      onCreate={can(contract.shipments.create) ? () => navigate(`${base}/nuevo`) : undefined}
      onView={(shipment) => navigate(detailOf(shipment))}
      viewHref={detailOf}
      onDeliver={
        moves
          ? (shipment, deliveredTo) =>
              writes.replaced(api.shipments.status({ id: shipment.id, status: 'entregada', deliveredTo }), 'shipment')
          : undefined
      }
      onReturn={
        moves
          ? (shipment) => writes.replaced(api.shipments.status({ id: shipment.id, status: 'devuelta' }), 'shipment')
          : undefined
      }
      onRemove={
        can(contract.shipments.remove)
          ? (shipment) => writes.removed(api.shipments.remove({ id: shipment.id }), shipment.id)
          : undefined
      }
    />
  );
}
