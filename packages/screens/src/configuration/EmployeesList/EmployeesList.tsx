import type { ActiveStatus, Employee } from '@horizontal/domain';
import { formatCi } from '@horizontal/domain';
import type { DataTableColumn } from '@horizontal/ui';
import type { ActionResult } from '../../shared/forms';
import { activeStatusBadges } from '../../shared/labels';
import { type ListProps, ListScreen, signInStatusDescriptions, useStatusToggle } from '../../shared/lists';

export type EmployeesListProps = ListProps<'employees', Employee> & {
  /** PUT /employees/status; the app updates its cached list from the answer. */
  onStatusChange?: (employee: Employee, status: ActiveStatus) => Promise<ActionResult>;
  /**
   * The signed-in user's id (SessionUser.id, an employee's userId): their own row offers no Activar or
   * Desactivar, which the server refuses (employeeMessages.ownStatus).
   */
  signedInUserId?: number;
};

const columns: readonly DataTableColumn<Employee>[] = [
  { id: 'name', header: 'Nombre', value: (employee) => employee.name, width: '20%' },
  { id: 'identity', header: 'Cédula', value: (employee) => formatCi(employee.identity), width: '12%' },
  { id: 'position', header: 'Cargo', value: (employee) => employee.position, width: '14%' },
  { id: 'role', header: 'Perfil', value: (employee) => employee.role.description, width: '14%' },
  {
    id: 'buildings',
    header: 'Complejos',
    value: (employee) => employee.buildings.map((building) => building.name).join(', '),
  },
  {
    id: 'status',
    header: 'Estado',
    kind: 'status',
    statuses: activeStatusBadges,
    value: (employee) => employee.status,
    width: '10%',
  },
];

/** /empleados/listado: the administradora's staff and the state of their access (SPEC §2, GET /employees/findall/{id}). */
export function EmployeesList({ onStatusChange, signedInUserId, ...list }: EmployeesListProps) {
  const statusToggle = useStatusToggle<Employee>({
    whom: (employee) => `al empleado ${employee.name}`,
    descriptions: signInStatusDescriptions,
    onStatusChange,
  });

  return (
    <ListScreen
      {...list}
      field="employees"
      title="Empleados"
      description="Las personas de la administradora que usan Horizontal, su perfil y sus complejos."
      createLabel="Nuevo empleado"
      notice={statusToggle.notice}
      empty={{ title: 'Todavía no hay empleados', description: 'Cree el primero desde Nuevo empleado.' }}
      columns={columns}
      getRowLabel={(employee) => employee.name}
      rowActions={(employee) => [employee.userId !== signedInUserId && statusToggle.action(employee)]}
      table={{
        searchPlaceholder: 'Buscar por nombre, cédula o cargo',
        filters: [
          { columnId: 'status', label: 'Estado', allLabel: 'Todos los estados' },
          { columnId: 'role', label: 'Perfil', allLabel: 'Todos los perfiles' },
        ],
        initialSort: { columnId: 'name', direction: 'asc' },
      }}
    >
      {statusToggle.dialog}
    </ListScreen>
  );
}
