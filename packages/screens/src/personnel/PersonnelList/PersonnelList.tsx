import { canTransition, formatCi, type Personnel, personnelTransitions } from '@horizontal/domain';
import { type DataTableColumn, type DataTableRowAction, rowActionsButton } from '@horizontal/ui';
import type { ActionResult } from '../../shared/forms';
import { type ListProps, ListScreen, phoneColumn } from '../../shared/lists';
import { useRowActions } from '../../shared/RowActionDialog';
import { personnelFullName, personnelStatusBadges, workdayLabel } from './personnel-labels';

/** The statuses a list may set: Desvinculado comes only with a desvinculación. */
export type PersonnelStatusChange = 'activo' | 'inactivo';

export type PersonnelListProps = ListProps<'personnelList', Personnel> & {
  /** PUT /personnel/status; absent when the profile may not (no «Activar» or «Pasar a inactivo»). */
  onStatusChange?: (person: Personnel, status: PersonnelStatusChange) => Promise<ActionResult>;
};

export const personnelEmpty = {
  title: 'Todavía no hay personal',
  description: 'Agregue a la primera persona desde Nueva persona.',
};

const columns: readonly DataTableColumn<Personnel>[] = [
  { id: 'name', header: 'Nombre', value: personnelFullName, primary: true, width: '22%' },
  {
    id: 'identity',
    header: 'Cédula',
    value: (person) => formatCi(person.identity),
    tabular: true,
    width: '13%',
  },
  {
    id: 'type',
    header: 'Tipo',
    value: (person) => person.personnelType ?? 'Sin tipo',
    searchable: false,
    width: '13%',
  },
  { ...phoneColumn<Personnel>((person) => person.phone, { width: '15%' }), searchable: false },
  { id: 'workday', header: 'Jornada', value: workdayLabel, searchable: false, sortable: false },
  {
    id: 'status',
    header: 'Estado',
    kind: 'status',
    statuses: personnelStatusBadges,
    value: (person) => person.status,
    searchable: false,
    width: '13%',
  },
];

/**
 * /personal/listado: the people who work at the complejo (porteros, limpieza, mantenimiento…) with their workday
 * (GET /personnel/findall/{id}). A person is set inactive and active again from the row; Desvinculado, which is final,
 * comes only from a desvinculación.
 */
export function PersonnelList({ onStatusChange, ...list }: PersonnelListProps) {
  const actions = useRowActions<Personnel>({
    returnFocusTo: (person) => rowActionsButton(personnelFullName(person)),
  });

  const statusAction = (person: Personnel): DataTableRowAction | undefined => {
    if (!onStatusChange) return undefined;
    const name = personnelFullName(person);
    if (canTransition(personnelTransitions, person.status, 'inactivo')) {
      return {
        label: 'Pasar a inactivo',
        tone: 'danger',
        onSelect: () =>
          actions.ask(person, {
            title: `¿Pasar a inactivo a ${name}?`,
            description:
              'Mientras esté en estado Inactivo no se registran sus marcas en el horario. Se puede volver a activar cuando retome el trabajo.',
            confirmLabel: 'Pasar a inactivo',
            tone: 'danger',
            done: `Se cambió el estado de ${name} a Inactivo`,
            run: () => onStatusChange(person, 'inactivo'),
          }),
      };
    }
    if (canTransition(personnelTransitions, person.status, 'activo')) {
      return {
        label: 'Activar',
        onSelect: () =>
          actions.ask(person, {
            title: `¿Activar a ${name}?`,
            description: 'Vuelve a figurar en el horario y se pueden registrar sus marcas.',
            confirmLabel: 'Activar',
            tone: 'primary',
            done: `Se cambió el estado de ${name} a Activo`,
            run: () => onStatusChange(person, 'activo'),
          }),
      };
    }
    return undefined;
  };

  return (
    <ListScreen
      {...list}
      field="personnelList"
      title="Personal"
      description="Las personas que trabajan en el complejo, su jornada y su estado."
      createLabel="Nueva persona"
      notice={actions.notice}
      empty={personnelEmpty}
      columns={columns}
      getRowLabel={personnelFullName}
      rowActions={(person) => [statusAction(person)]}
      table={{
        searchPlaceholder: 'Buscar por nombre o cédula',
        filters: [
          { columnId: 'status', label: 'Estado', allLabel: 'Todos los estados' },
          { columnId: 'type', label: 'Tipo', allLabel: 'Todos los tipos' },
        ],
        initialSort: { columnId: 'name', direction: 'asc' },
      }}
    >
      {actions.dialog}
    </ListScreen>
  );
}
