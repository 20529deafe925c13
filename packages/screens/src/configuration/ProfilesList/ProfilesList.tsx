import type { Role } from '@horizontal/domain';
import type { DataTableColumn } from '@horizontal/ui';
import { type ListProps, ListScreen } from '../../shared/lists';

/** POST /roles/create and PUT /roles/update are offered only when passed, that is when the profile may make them. */
export type ProfilesListProps = ListProps<'roles', Role>;

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
export function ProfilesList(list: ProfilesListProps) {
  return (
    <ListScreen
      {...list}
      field="roles"
      title="Perfiles"
      description="Qué módulos y pantallas ve cada empleado según su perfil."
      createLabel="Nuevo perfil"
      empty={{ title: 'Todavía no hay perfiles', description: 'Cree el primero desde Nuevo perfil.' }}
      columns={columns}
      getRowLabel={(role) => role.description}
      table={{
        searchPlaceholder: 'Buscar por perfil o módulo',
        initialSort: { columnId: 'description', direction: 'asc' },
      }}
    />
  );
}
