import {
  formatCi,
  formatIsoDate,
  parseIsoDate,
  type Visit,
  type VisitStatus,
  visitTransitions,
} from '@horizontal/domain';
import { type DataTableColumn, rowActionsButton, StatusBadge } from '@horizontal/ui';
import { useMemo } from 'react';
import type { ActionResult } from '../../shared/forms';
import { type ListProps, ListScreen, rowsOf } from '../../shared/lists';
import { useRowActions } from '../../shared/RowActionDialog';
import * as styles from '../frontDesk.css';
import { visitRowLabel, visitStatusBadges } from '../labels';
import { todayFirst } from '../order';

export type VisitsListProps = Omit<ListProps<'visits', Visit>, 'onEdit' | 'today'> & {
  /** Today on Montevideo's calendar (yyyy-mm-dd): its visits come first, marked «Hoy». */
  today: string;
  /** PUT /visits/status; absent when the profile may not. */
  onStatusChange?: (visit: Visit, status: VisitStatus) => Promise<ActionResult>;
  /** PUT /visits/remove: hides it from the list, the record is kept; absent when the profile may not. */
  onRemove?: (visit: Visit) => Promise<ActionResult>;
};

export const visitsEmpty = {
  title: 'Todavía no hay visitas',
  description: 'Registre la primera desde Nueva visita: una que llega ahora o una que un residente anunció.',
};

/** The verbs of the status changes, as the row's menu says them. */
export const visitVerbs: Readonly<Record<Exclude<VisitStatus, 'esperada'>, string>> = {
  ingresada: 'Ingresó',
  finalizada: 'Se retiró',
  cancelada: 'Cancelar',
};

const doneOf: Readonly<Record<Exclude<VisitStatus, 'esperada'>, (visit: Visit) => string>> = {
  ingresada: (visit) => `${visit.name} ingresó a ${visit.apartment}`,
  finalizada: (visit) => `${visit.name} se retiró`,
  cancelada: (visit) => `La visita de ${visit.name} quedó cancelada`,
};

const clock = (time: string | null) => time?.slice(0, 5) ?? '';

const columnsOf = (today: string): readonly DataTableColumn<Visit>[] => [
  { id: 'name', header: 'Visita', value: (visit) => visit.name, primary: true },
  {
    id: 'identity',
    header: 'Cédula',
    value: (visit) => (visit.identity ? formatCi(visit.identity) : ''),
    tabular: true,
    width: '12%',
  },
  { id: 'apartment', header: 'Unidad', value: (visit) => visit.apartment, width: '12%' },
  {
    id: 'date',
    header: 'Fecha',
    kind: 'date',
    value: (visit) => {
      const date = parseIsoDate(visit.date);
      return date.ok ? date.value : null;
    },
    render: (visit) => (
      <span className={styles.dateCell}>
        {formatIsoDate(visit.date)}
        {visit.date === today && <StatusBadge label="Hoy" tone="info" />}
      </span>
    ),
    sortable: false,
    width: '14%',
  },
  { id: 'expected', header: 'Esperada', value: (visit) => clock(visit.expectedTime), tabular: true, width: '8%' },
  { id: 'entry', header: 'Ingreso', value: (visit) => clock(visit.entryTime), tabular: true, width: '8%' },
  { id: 'exit', header: 'Salida', value: (visit) => clock(visit.exitTime), tabular: true, width: '8%' },
  {
    id: 'status',
    header: 'Estado',
    kind: 'status',
    statuses: visitStatusBadges,
    value: (visit) => visit.status,
    width: '10%',
  },
];

/**
 * /visitas/listado: the complejo's visits (GET /visits/findall/{complejo}), today's first (those still expected by
 * the hour they are expected), then the next days, then the days gone by. Arrival, leaving and cancellation go
 * from the row's menu.
 */
export function VisitsList({ today, onStatusChange, onRemove, ...list }: VisitsListProps) {
  const visits = rowsOf(list.state, 'visits');
  // The same array must reach the table until the rows change: a new one makes it go back to the first page.
  const rows = useMemo(() => todayFirst(visits, today), [visits, today]);
  const columns = useMemo(() => columnsOf(today), [today]);
  const day = useMemo(() => new Date(`${today}T12:00:00`), [today]);
  const actions = useRowActions<Visit>({ returnFocusTo: (visit) => rowActionsButton(visitRowLabel(visit)) });

  const statusActions = (visit: Visit, change: NonNullable<VisitsListProps['onStatusChange']>) =>
    visitTransitions[visit.status].map((status) => {
      if (status === 'esperada') return undefined;
      const outcome = { done: doneOf[status](visit), run: () => change(visit, status) };
      return {
        label: visitVerbs[status],
        tone: status === 'cancelada' ? ('danger' as const) : ('default' as const),
        onSelect:
          status === 'cancelada'
            ? () =>
                actions.ask(visit, {
                  ...outcome,
                  title: `¿Cancelar la visita de ${visit.name}?`,
                  description: `A ${visit.apartment}, el ${formatIsoDate(visit.date)}${visit.expectedTime ? ` a las ${clock(visit.expectedTime)}` : ''}. Ya no se la espera en portería y no se puede volver a activar.`,
                  confirmLabel: 'Cancelar visita',
                  tone: 'danger',
                })
            : () => actions.now(outcome),
      };
    });

  return (
    <ListScreen
      {...list}
      today={day}
      field="visits"
      title="Visitas"
      description="Quién viene, quién está y quién se retiró. Primero las de hoy, las esperadas por su hora."
      createLabel="Nueva visita"
      notice={actions.notice}
      empty={visitsEmpty}
      columns={columns}
      rows={rows}
      getRowLabel={visitRowLabel}
      rowActions={(visit) => [
        ...(onStatusChange ? statusActions(visit, onStatusChange) : []),
        onRemove && {
          label: 'Quitar de la lista',
          tone: 'danger',
          onSelect: () =>
            actions.ask(visit, {
              title: `¿Quitar de la lista la visita de ${visit.name}?`,
              description: `A ${visit.apartment}, el ${formatIsoDate(visit.date)}. Deja de verse en la lista, pero el registro se conserva.`,
              confirmLabel: 'Quitar de la lista',
              tone: 'danger',
              done: `La visita de ${visit.name} ya no está en la lista`,
              run: () => onRemove(visit),
            }),
        },
      ]}
      table={{
        searchPlaceholder: 'Buscar por nombre, cédula o unidad',
        filters: [{ columnId: 'status', label: 'Estado', allLabel: 'Todos los estados' }],
      }}
    >
      {actions.dialog}
    </ListScreen>
  );
}
