import type { Shipment, ShipmentStatus } from '@horizontal/domain';
import { type DataTableColumn, rowActionsButton, StatusBadge } from '@horizontal/ui';
import { useMemo } from 'react';
import type { ActionResult } from '../../shared/forms';
import { type ListProps, ListScreen, rowsOf } from '../../shared/lists';
import { useRowActions } from '../../shared/RowActionDialog';
import * as styles from '../frontDesk.css';
import { formatMoment, formatRecentMoment, shipmentRowLabel, shipmentStatusBadges } from '../labels';
import { waitingFirst } from '../order';
import { canMove, deliveredToProblem } from './shipment-actions';

export type ShipmentsListProps = Omit<ListProps<'shipments', Shipment>, 'onEdit' | 'today'> & {
  /** Montevideo's day (yyyy-mm-dd): moments of today and yesterday read «Hoy 13:20», «Ayer 09:40». */
  today: string;
  /** PUT /shipments/status to «entregada», with whom it was handed to; absent when the profile may not. */
  onDeliver?: (shipment: Shipment, deliveredTo: string) => Promise<ActionResult>;
  /** PUT /shipments/status to «devuelta»; absent when the profile may not. */
  onReturn?: (shipment: Shipment) => Promise<ActionResult>;
  /** PUT /shipments/remove: hides it from the list, the record is kept; absent when the profile may not. */
  onRemove?: (shipment: Shipment) => Promise<ActionResult>;
};

export const shipmentsEmpty = {
  title: 'Todavía no hay encomiendas',
  description: 'Registre la primera desde Nueva encomienda.',
};

/** «Ana Pérez, ayer 19:30»: who took it and when; empty while it waits. */
const deliveryOf = (shipment: Shipment, today: string) =>
  [shipment.deliveredTo, shipment.deliveredAt && formatRecentMoment(shipment.deliveredAt, today).toLowerCase()]
    .filter(Boolean)
    .join(', ');

// Six columns that fit a tablet held upright (768 px): the moments in their short form, and who took a parcel
// under its status rather than in a column of its own.
const columnsOf = (today: string): readonly DataTableColumn<Shipment>[] => [
  { id: 'apartment', header: 'Unidad', value: (shipment) => shipment.apartment, width: '13%' },
  { id: 'recipient', header: 'Destinatario', value: (shipment) => shipment.recipientName, primary: true },
  { id: 'type', header: 'Tipo', value: (shipment) => shipment.shipmentType ?? 'Sin tipo', width: '10%' },
  { id: 'carrier', header: 'Transportista', value: (shipment) => shipment.carrier, width: '14%' },
  {
    id: 'receivedAt',
    header: 'Recibida',
    value: (shipment) => formatRecentMoment(shipment.receivedAt, today),
    // The list's own order (waiting first) is the one that matters; text dates would sort by day of the month.
    sortable: false,
    tabular: true,
    width: '18%',
  },
  {
    id: 'status',
    header: 'Estado',
    kind: 'status',
    statuses: shipmentStatusBadges,
    value: (shipment) => shipment.status,
    render: (shipment) => (
      <span className={styles.statusCell}>
        <StatusBadge {...shipmentStatusBadges[shipment.status]} />
        {shipment.deliveredTo && <span className={styles.statusNote}>{deliveryOf(shipment, today)}</span>}
      </span>
    ),
    width: '19%',
  },
];

/** What the notice above the list says once the server agreed. */
const done: Readonly<Record<Exclude<ShipmentStatus, 'recibida'> | 'removed', (shipment: Shipment) => string>> = {
  entregada: (shipment) => `La encomienda de ${shipment.apartment} quedó entregada`,
  devuelta: (shipment) => `La encomienda de ${shipment.apartment} quedó devuelta`,
  removed: (shipment) => `La encomienda de ${shipment.apartment} ya no está en la lista`,
};

/**
 * /encomiendas/listado: the parcels received at the desk (GET /shipments/findall/{complejo}), those still waiting
 * first, the oldest first. One waiting is handed over (saying to whom) or sent back from its row's menu.
 */
export function ShipmentsList({ today, onDeliver, onReturn, onRemove, ...list }: ShipmentsListProps) {
  const shipments = rowsOf(list.state, 'shipments');
  // The same array must reach the table until the rows change: a new one makes it go back to the first page.
  const rows = useMemo(() => waitingFirst(shipments), [shipments]);
  const columns = useMemo(() => columnsOf(today), [today]);
  const day = useMemo(() => new Date(`${today}T12:00:00`), [today]);
  const actions = useRowActions<Shipment>({
    returnFocusTo: (shipment) => rowActionsButton(shipmentRowLabel(shipment)),
  });

  const rowActions = (shipment: Shipment) => [
    onDeliver &&
      canMove(shipment, 'entregada') && {
        label: 'Entregar',
        onSelect: () =>
          actions.ask(shipment, {
            title: `¿Entregar la encomienda de ${shipment.apartment}?`,
            description: `${shipment.shipmentType ?? 'Encomienda'} para ${shipment.recipientName}, recibida el ${formatMoment(shipment.receivedAt)}. Anote quién la retira de portería.`,
            confirmLabel: 'Entregar',
            tone: 'primary',
            field: {
              name: 'deliveredTo',
              label: 'Entregada a',
              hint: 'El nombre de quien la retira: el destinatario, un familiar, un vecino.',
              maxLength: 120,
              initial: shipment.recipientName,
              validate: (deliveredTo) => deliveredToProblem(shipment, deliveredTo),
            },
            done: done.entregada(shipment),
            run: (deliveredTo) => onDeliver(shipment, deliveredTo.trim()),
          }),
      },
    onReturn &&
      canMove(shipment, 'devuelta') && {
        label: 'Devolver',
        onSelect: () =>
          actions.ask(shipment, {
            title: `¿Devolver la encomienda de ${shipment.apartment}?`,
            description: `${shipment.shipmentType ?? 'Encomienda'} para ${shipment.recipientName}${shipment.carrier ? ` de ${shipment.carrier}` : ''}. Queda como devuelta al remitente y ya no se puede entregar.`,
            confirmLabel: 'Devolver',
            tone: 'danger',
            done: done.devuelta(shipment),
            run: () => onReturn(shipment),
          }),
      },
    onRemove && {
      label: 'Quitar de la lista',
      tone: 'danger' as const,
      onSelect: () =>
        actions.ask(shipment, {
          title: `¿Quitar de la lista la encomienda de ${shipment.apartment}?`,
          description: `Para ${shipment.recipientName}, recibida el ${formatMoment(shipment.receivedAt)}. Deja de verse en la lista, pero el registro se conserva.`,
          confirmLabel: 'Quitar de la lista',
          tone: 'danger',
          done: done.removed(shipment),
          run: () => onRemove(shipment),
        }),
    },
  ];

  return (
    <ListScreen
      {...list}
      today={day}
      field="shipments"
      title="Encomiendas"
      description="Los paquetes, sobres y pedidos recibidos en portería. Primero las que esperan ser retiradas, la más antigua arriba."
      createLabel="Nueva encomienda"
      notice={actions.notice}
      empty={shipmentsEmpty}
      columns={columns}
      rows={rows}
      getRowLabel={shipmentRowLabel}
      rowActions={rowActions}
      table={{
        searchPlaceholder: 'Buscar por unidad, destinatario o transportista',
        filters: [
          { columnId: 'status', label: 'Estado', allLabel: 'Todos los estados' },
          { columnId: 'type', label: 'Tipo', allLabel: 'Todos los tipos' },
        ],
      }}
    >
      {actions.dialog}
    </ListScreen>
  );
}
