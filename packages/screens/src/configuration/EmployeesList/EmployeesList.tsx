import type { ActiveStatus, Employee } from '@horizontal/domain';
import { formatCi } from '@horizontal/domain';
import { DataTable, type DataTableColumn } from '@horizontal/ui';
import type { ActionResult } from '../../shared/forms';
import { activeStatusBadges } from '../../shared/labels';
import { ListScreen, signInStatusDescriptions, useStatusToggle } from '../../shared/lists';

export type EmployeesListProps = {
  state:
    | { status: 'loading' }
    | { status: 'error'; message: string }
    | { status: 'ready'; employees: readonly Employee[] };
  onRetry: () => void;
  onCreate: () => void;
  onView: (employee: Employee) => void;
  onEdit: (employee: Employee) => void;
  /** PUT /employees/status; the app updates its cached list from the answer. */
  onStatusChange: (employee: Employee, status: ActiveStatus) => Promise<ActionResult>;
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
export function EmployeesList({ state, onRetry, onCreate, onView, onEdit, onStatusChange }: EmployeesListProps) {
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
          { columnId: 'status', label: 'Estado' },
          { columnId: 'role', label: 'Perfil' },
        ]}
        exportFileName="empleados"
        initialSort={{ columnId: 'name', direction: 'asc' }}
        rowActions={(employee) => [
          { label: 'Ver', onSelect: () => onView(employee) },
          { label: 'Modificar', onSelect: () => onEdit(employee) },
          statusToggle.action(employee),
        ]}
      />
      {statusToggle.dialog}
    </ListScreen>
  );
}
