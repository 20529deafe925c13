import { formatIsoDate, type Maintenance, type MaintenanceStatus, parseIsoDate } from '@horizontal/domain';
import { type DataTableColumn, rowActionsButton, StatusBadge } from '@horizontal/ui';
import { useMemo } from 'react';
import type { ActionResult } from '../../shared/forms';
import { type ListProps, ListScreen, rowsOf } from '../../shared/lists';
import { maintenanceRowLabel, maintenanceStatusBadges } from '../labels';
import { areaLabel, hoursLabel } from '../MaintenanceForm/maintenance-form';
import * as styles from './MaintenancesList.css';
import { useMaintenanceStatus } from './useMaintenanceStatus';

export type MaintenancesListProps = Omit<ListProps<'maintenances', Maintenance>, 'onEdit' | 'today'> & {
  /** Today on Montevideo's calendar (yyyy-mm-dd): marks «Hoy» and orders upcoming first. */
  today: string;
  /** POST /maintenances/status; absent when the profile may not. */
  onStatusChange?: (maintenance: Maintenance, status: MaintenanceStatus) => Promise<ActionResult>;
};

export const maintenancesEmpty = {
  title: 'Todavía no hay mantenimientos',
  description: 'Agende el primero desde Nuevo mantenimiento.',
};

const isUpcoming = (maintenance: Maintenance, today: string) =>
  (maintenance.status === 'pendiente' || maintenance.status === 'en_curso') && maintenance.date >= today;

/** Whole-day work first on its day (it starts the day), then by its start. */
const startOf = (maintenance: Maintenance) => `${maintenance.date} ${maintenance.startTime ?? ''}`;

/**
 * The work still to do, from today on and soonest first (what the portería has to prepare), then the rest (done,
 * cancelled, or pending from days gone by), newest first.
 */
export const upcomingFirst = (maintenances: readonly Maintenance[], today: string): Maintenance[] => {
  const upcoming = maintenances.filter((maintenance) => isUpcoming(maintenance, today));
  const rest = maintenances.filter((maintenance) => !isUpcoming(maintenance, today));
  return [
    ...upcoming.sort((a, b) => startOf(a).localeCompare(startOf(b))),
    ...rest.sort((a, b) => startOf(b).localeCompare(startOf(a))),
  ];
};

const columnsOf = (today: string): readonly DataTableColumn<Maintenance>[] => [
  {
    id: 'date',
    header: 'Fecha',
    kind: 'date',
    value: (maintenance) => {
      const date = parseIsoDate(maintenance.date);
      return date.ok ? date.value : null;
    },
    render: (maintenance) => (
      <span className={styles.dateCell}>
        {formatIsoDate(maintenance.date)}
        {maintenance.date === today && <StatusBadge label="Hoy" tone="info" />}
      </span>
    ),
    width: '14%',
  },
  { id: 'hours', header: 'Horario', value: hoursLabel, tabular: true, width: '12%' },
  { id: 'commonArea', header: 'Área común', value: areaLabel, width: '13%' },
  { id: 'title', header: 'Título', value: (maintenance) => maintenance.title, primary: true },
  { id: 'provider', header: 'Proveedor', value: (maintenance) => maintenance.provider, width: '14%' },
  { id: 'cost', header: 'Costo', kind: 'currency', value: (maintenance) => maintenance.cost, width: '11%' },
  {
    id: 'status',
    header: 'Estado',
    kind: 'status',
    statuses: maintenanceStatusBadges,
    value: (maintenance) => maintenance.status,
    width: '10%',
  },
];

/**
 * /mantenimientos/listado: the work scheduled in the complejo's common areas, or in the whole complejo (SPEC §2,
 * GET /maintenances/{complejo}). While pending or under way it closes its area's hours to bookings; its status is
 * moved from the row's menu.
 */
export function MaintenancesList({ today, onStatusChange, ...list }: MaintenancesListProps) {
  const maintenances = rowsOf(list.state, 'maintenances');
  // The same array must reach the table until the rows change: a new one makes it go back to the first page.
  const rows = useMemo(() => upcomingFirst(maintenances, today), [maintenances, today]);
  const columns = useMemo(() => columnsOf(today), [today]);
  const day = useMemo(() => new Date(`${today}T12:00:00`), [today]);
  const status = useMaintenanceStatus({
    change: onStatusChange,
    returnFocusTo: (maintenance) => rowActionsButton(maintenanceRowLabel(maintenance)),
  });

  return (
    <ListScreen
      {...list}
      today={day}
      field="maintenances"
      title="Mantenimientos"
      description="Los trabajos agendados en las áreas comunes o en todo el complejo. Mientras están pendientes o en curso, el área no se puede reservar en su horario."
      createLabel="Nuevo mantenimiento"
      notice={status.notice}
      empty={maintenancesEmpty}
      columns={columns}
      rows={rows}
      getRowLabel={maintenanceRowLabel}
      rowActions={(maintenance) =>
        status.actions(maintenance).map(({ label, tone, onSelect }) => ({ label, tone, onSelect }))
      }
      table={{
        searchPlaceholder: 'Buscar por título, área o proveedor',
        filters: [
          { columnId: 'commonArea', label: 'Área común', allLabel: 'Todas las áreas' },
          { columnId: 'status', label: 'Estado', allLabel: 'Todos los estados' },
        ],
      }}
    >
      {status.dialog}
    </ListScreen>
  );
}
