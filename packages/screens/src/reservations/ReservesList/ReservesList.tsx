import { formatIsoDate, montevideoToday, parseIsoDate, type Reserve, type ReserveStatus } from '@horizontal/domain';
import { type DataTableColumn, rowActionsButton, StatusBadge, Tabs } from '@horizontal/ui';
import { useMemo } from 'react';
import type { ActionResult } from '../../shared/forms';
import { type ListProps, ListScreen, rowsOf } from '../../shared/lists';
import * as styles from './ReservesList.css';
import { actionLabels, reserveActionsAt, useReserveActions } from './reserve-actions';
import { reserveLabel, reserveStatusBadges, reserveTurnLabel } from './reserve-labels';

export const reservesViews = ['vigentes', 'historicas'] as const;
export type ReservesView = (typeof reservesViews)[number];

/**
 * ListProps' `view` and `onViewChange` (the table's search, filters and order) are renamed `tableView` and
 * `onTableViewChange`: here `view` is the tab.
 */
export type ReservesListProps = Omit<ListProps<'reserves', Reserve>, 'onEdit' | 'view' | 'onViewChange'> & {
  /** Tabs «Vigentes» (GET /reserves/findall: from now on, pendiente or confirmada) and «Históricas» (GET /reserves/historic). */
  view: ReservesView;
  onViewChange: (view: ReservesView) => void;
  /** The moment that decides «Hoy» and which bookings are still ahead (Montevideo's clock; domain isAhead). */
  now: Date;
  /** POST /reserves/status; absent when the profile may not (no status actions shown). */
  onStatusChange?: (reserve: Reserve, status: ReserveStatus) => Promise<ActionResult>;
  /** DELETE /reserves/delete/{id}; absent when the profile may not. */
  onDelete?: (reserve: Reserve) => Promise<ActionResult>;
  /** Where the person left the table: its search, filters, order and page (ListProps' `view`). */
  tableView?: ListProps<'reserves', Reserve>['view'];
  /** Keeps each change of the table's view (ListProps' `onViewChange`). */
  onTableViewChange?: ListProps<'reserves', Reserve>['onViewChange'];
};

const byTurn = (a: Reserve, b: Reserve) =>
  a.date.localeCompare(b.date) || (a.startTime ?? '').localeCompare(b.startTime ?? '') || a.id - b.id;

/** Vigentes soonest first (what comes next is what the desk handles); históricas newest first. */
export const sortReserves = (reserves: readonly Reserve[], view: ReservesView): Reserve[] =>
  [...reserves].sort(view === 'vigentes' ? byTurn : (a, b) => byTurn(b, a));

const calendarDateOf = (isoDate: string) => {
  const parsed = parseIsoDate(isoDate);
  return parsed.ok ? parsed.value : null;
};

const columnsAt = (today: string): DataTableColumn<Reserve>[] => [
  {
    id: 'date',
    header: 'Fecha',
    kind: 'date',
    value: (reserve) => calendarDateOf(reserve.date),
    render: (reserve) => (
      <span className={styles.day}>
        {formatIsoDate(reserve.date)}
        {reserve.date === today && <StatusBadge label="Hoy" tone="info" />}
      </span>
    ),
    width: '13%',
    primary: true,
  },
  { id: 'turn', header: 'Turno', value: reserveTurnLabel, width: '19%' },
  { id: 'area', header: 'Área común', value: (reserve) => reserve.commonArea, width: '16%' },
  { id: 'apartment', header: 'Unidad', value: (reserve) => reserve.apartment, width: '13%', tabular: true },
  { id: 'resident', header: 'Residente', value: (reserve) => reserve.resident ?? '', width: '16%' },
  { id: 'price', header: 'Importe', kind: 'currency', value: (reserve) => reserve.price, width: '10%' },
  {
    id: 'status',
    header: 'Estado',
    kind: 'status',
    statuses: reserveStatusBadges,
    value: (reserve) => reserve.status,
    width: '11%',
  },
];

const empties: Record<ReservesView, { title: string; description: string }> = {
  vigentes: {
    title: 'No hay reservas vigentes',
    description: 'Las reservas de hoy en adelante aparecen aquí. Cree una desde Nueva reserva.',
  },
  historicas: {
    title: 'No hay reservas históricas',
    description: 'Aquí quedan las reservas que ya pasaron y las rechazadas o canceladas.',
  },
};

const viewDescriptions: Record<ReservesView, string> = {
  vigentes: 'De hoy en adelante, pendientes de aprobación o confirmadas.',
  historicas: 'Las que ya pasaron, y las rechazadas y canceladas.',
};

/**
 * /reservas/listado: the bookings of the complejo's common areas (SPEC §2, GET /reserves/findall and
 * /reserves/historic). Staff confirm or reject what awaits approval and cancel or delete what is still ahead; each
 * action is offered only while the domain allows it at `now`.
 */
export function ReservesList({
  view,
  onViewChange,
  tableView,
  onTableViewChange,
  now,
  onStatusChange,
  onDelete,
  ...list
}: ReservesListProps) {
  const reserves = rowsOf(list.state, 'reserves');
  // The same array must reach the table until the rows or the tab change: new rows send it back to its first page,
  // which the re-render of a confirmation must not cause.
  const rows = useMemo(() => sortReserves(reserves, view), [reserves, view]);
  // Keyed on the day, not the moment: a page that passes a new Date on each render must not rebuild the table.
  const today = montevideoToday(now);
  const columns = useMemo(() => columnsAt(today), [today]);
  const actions = useReserveActions({
    onStatusChange,
    onDelete,
    returnFocusTo: (reserve) => rowActionsButton(reserveLabel(reserve)),
  });
  const may = { changeStatus: onStatusChange !== undefined, remove: onDelete !== undefined };

  return (
    <ListScreen
      {...list}
      view={tableView}
      onViewChange={onTableViewChange}
      today={list.today ?? now}
      field="reserves"
      title="Reservas"
      description="Las reservas de las áreas comunes del complejo."
      createLabel="Nueva reserva"
      notice={actions.notice}
      filters={
        <Tabs
          label="Reservas"
          value={view}
          onValueChange={(next) => onViewChange(next as ReservesView)}
          items={reservesViews.map((value) => ({
            value,
            label: value === 'vigentes' ? 'Vigentes' : 'Históricas',
            content: <p className={styles.viewNote}>{viewDescriptions[value]}</p>,
          }))}
        />
      }
      empty={empties[view]}
      columns={columns}
      getRowLabel={reserveLabel}
      rows={rows}
      rowActions={(reserve) =>
        reserveActionsAt(reserve, now, may).map((kind) => ({
          label: actionLabels[kind],
          tone: kind === 'confirmar' ? ('default' as const) : ('danger' as const),
          onSelect: () => actions.start(reserve, kind),
        }))
      }
      table={{
        searchPlaceholder: 'Buscar por área, unidad o residente',
        filters: [
          { columnId: 'area', label: 'Área común', allLabel: 'Todas las áreas' },
          { columnId: 'status', label: 'Estado', allLabel: 'Todos los estados' },
          { columnId: 'apartment', label: 'Unidad', allLabel: 'Todas las unidades' },
        ],
      }}
    >
      {actions.dialog}
    </ListScreen>
  );
}
