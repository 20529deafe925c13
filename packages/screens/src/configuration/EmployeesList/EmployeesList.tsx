import type { ActiveStatus, Employee } from '@horizontal/domain';
import { formatCi } from '@horizontal/domain';
import { DataTable, type DataTableColumn } from '@horizontal/ui';
import type { ActionResult } from '../../shared/forms';
import { activeStatusBadges } from '../../shared/labels';
import { ListScreen, offered, signInStatusDescriptions, useStatusToggle } from '../../shared/lists';

export type EmployeesListProps = {
  state:
    | { status: 'loading' }
    | { status: 'error'; message: string }
    | { status: 'ready'; employees: readonly Employee[] };
  onRetry: () => void;
  /**
   * The write callbacks are passed only when the profile may make their call; without one the screen does not
   * offer its button or row action. «Ver» is always offered.
   */
  onCreate?: () => void;
  onView: (employee: Employee) => void;
  /** The address of a row's detail, the one onView opens: with it the name in the list is a link there. */
  viewHref?: (employee: Employee) => string;
  onEdit?: (employee: Employee) => void;
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
export function EmployeesList({
  state,
  onRetry,
  onCreate,
  onView,
  viewHref,
  onEdit,
  onStatusChange,
  signedInUserId,
}: EmployeesListProps) {
  const statusToggle = useStatusToggle<Employee>({
    whom: (employee) => `al empleado ${employee.name}`,
    descriptions: signInStatusDescriptions,
    onStatusChange,
  });

  return (
    <ListScreen
      title="Empleados"
      description="Las personas de la administradora que usan Horizontal, su perfil y sus complejos."
      createLabel="Nuevo empleado"
      onCreate={onCreate}
      notice={statusToggle.notice}
      empty={{
        active: state.status === 'ready' && state.employees.length === 0,
        title: 'Todavía no hay empleados',
        description: 'Cree el primero desde Nuevo empleado.',
      }}
    >
      <DataTable
        caption="Empleados"
        rows={state.status === 'ready' ? state.employees : []}
        columns={columns}
        getRowId={(employee) => String(employee.id)}
        getRowLabel={(employee) => employee.name}
        status={state.status}
        errorMessage={state.status === 'error' ? state.message : undefined}
        onRetry={onRetry}
        searchPlaceholder="Buscar por nombre, cédula o cargo"
        filters={[
          { columnId: 'status', label: 'Estado', allLabel: 'Todos los estados' },
          { columnId: 'role', label: 'Perfil', allLabel: 'Todos los perfiles' },
        ]}
        exportFileName="empleados"
        initialSort={{ columnId: 'name', direction: 'asc' }}
        rowLink={viewHref && ((employee) => ({ href: viewHref(employee), onNavigate: () => onView(employee) }))}
        rowActions={(employee) =>
          offered(
            { label: 'Ver', onSelect: () => onView(employee) },
            onEdit && { label: 'Modificar', onSelect: () => onEdit(employee) },
            employee.userId !== signedInUserId && statusToggle.action(employee),
          )
        }
      />
      {statusToggle.dialog}
    </ListScreen>
  );
}
