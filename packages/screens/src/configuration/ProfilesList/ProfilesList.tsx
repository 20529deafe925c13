import type { Role } from '@horizontal/domain';
import { DataTable, type DataTableColumn } from '@horizontal/ui';
import { ListScreen, offered } from '../../shared/lists';

export type ProfilesListProps = {
  state: { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; roles: readonly Role[] };
  onRetry: () => void;
  /**
   * POST /roles/create and PUT /roles/update are offered only when passed, that is when the profile may make
   * them; «Ver» is always offered.
   */
  onCreate?: () => void;
  onView: (role: Role) => void;
  /** The address of a row's detail, the one onView opens: with it the name in the list is a link there. */
  viewHref?: (role: Role) => string;
  onEdit?: (role: Role) => void;
};

const columns: readonly DataTableColumn<Role>[] = [
  { id: 'description', header: 'Perfil', value: (role) => role.description, width: '24%' },
  { id: 'name', header: 'Nombre interno', value: (role) => role.name, width: '18%' },
  { id: 'modules', header: 'Módulos', value: (role) => role.modules.map((module) => module.name).join(', ') },
  {
    id: 'functionalities',
    header: 'Pantallas',
    kind: 'number',
    value: (role) => role.functionalities.length,
    searchable: false,
    width: '12%',
  },
];

/**
 * /perfiles/listado: the administradora's profiles, the modules and screens each gives (SPEC §2,
 * GET /roles/findall/{id}). Profiles have no delete or status (SPEC §6).
 */
export function ProfilesList({ state, onRetry, onCreate, onView, viewHref, onEdit }: ProfilesListProps) {
  return (
    <ListScreen
      title="Perfiles"
      description="Qué módulos y pantallas ve cada empleado según su perfil."
      createLabel="Nuevo perfil"
      onCreate={onCreate}
      empty={{
        active: state.status === 'ready' && state.roles.length === 0,
        title: 'Todavía no hay perfiles',
        description: 'Cree el primero desde Nuevo perfil.',
      }}
    >
      <DataTable
        caption="Perfiles"
        rows={state.status === 'ready' ? state.roles : []}
        columns={columns}
        getRowId={(role) => String(role.id)}
        getRowLabel={(role) => role.description}
        status={state.status}
        errorMessage={state.status === 'error' ? state.message : undefined}
        onRetry={onRetry}
        searchPlaceholder="Buscar por perfil o módulo"
        exportFileName="perfiles"
        initialSort={{ columnId: 'description', direction: 'asc' }}
        rowLink={viewHref && ((role) => ({ href: viewHref(role), onNavigate: () => onView(role) }))}
        rowActions={(role) =>
          offered(
            { label: 'Ver', onSelect: () => onView(role) },
            onEdit && { label: 'Modificar', onSelect: () => onEdit(role) },
          )
        }
      />
    </ListScreen>
  );
}
