import type { ActiveStatus, User } from '@horizontal/domain';
import { formatCi } from '@horizontal/domain';
import type { DataTableColumn } from '@horizontal/ui';
import type { ActionResult } from '../../shared/forms';
import { activeStatusBadges } from '../../shared/labels';
import {
  emailColumn,
  type ListProps,
  ListScreen,
  signInStatusDescriptions,
  useConfirmedAction,
  useStatusToggle,
} from '../../shared/lists';

export type UsersListProps = ListProps<'users', User> & {
  onCreate: () => void;
  onEdit: (user: User) => void;
  /** PUT /users/status; the app writes the answered row into the list when it answers ok. */
  onStatusChange: (user: User, status: ActiveStatus) => Promise<ActionResult>;
  /** POST /users/temporary-password: a new temporary password by e-mail for an active user who lost theirs. */
  onSendTemporaryPassword?: (user: User) => Promise<ActionResult>;
  /** The signed-in user: their own row offers no Activar/Desactivar, which the server refuses (issue #15). */
  signedInUserId?: number;
};

const columns: readonly DataTableColumn<User>[] = [
  { id: 'name', header: 'Nombre', value: (user) => user.name, width: '20%' },
  { id: 'identity', header: 'Cédula', value: (user) => formatCi(user.identity), width: '12%' },
  emailColumn<User>((user) => user.email, { width: '22%' }),
  { id: 'role', header: 'Rol', value: (user) => user.role.description, width: '14%' },
  { id: 'company', header: 'Administradora', value: (user) => user.company?.name ?? '' },
  {
    id: 'status',
    header: 'Estado',
    kind: 'status',
    statuses: activeStatusBadges,
    value: (user) => user.status,
    width: '10%',
  },
];

/** /usuarios/listado: every user, with its state and the action to switch it (SPEC §2, GET /users/findall). */
export function UsersList({ onStatusChange, onSendTemporaryPassword, signedInUserId, ...list }: UsersListProps) {
  const passwordReset = useConfirmedAction();
  const statusToggle = useStatusToggle<User>({
    whom: (user) => `al usuario ${user.name}`,
    descriptions: signInStatusDescriptions,
    onStatusChange,
    confirmed: passwordReset,
  });
  // One's own password is changed in «Mi cuenta»; an inactive user could not sign in with a new one.
  const temporaryPasswordAction = (user: User) =>
    onSendTemporaryPassword &&
    user.id !== signedInUserId &&
    user.status === 'activo' && {
      label: 'Enviar contraseña temporal',
      onSelect: () =>
        passwordReset.ask({
          title: `¿Enviar una contraseña temporal nueva a ${user.name}?`,
          description: `Le llegará por correo a ${user.email}. La contraseña que tiene ahora dejará de servir y se cerrarán sus sesiones abiertas.`,
          confirmLabel: 'Enviar contraseña',
          tone: 'primary',
          run: () => onSendTemporaryPassword(user),
          successMessage: `Le enviamos a ${user.email} una contraseña temporal nueva.`,
        }),
    };

  return (
    <ListScreen
      {...list}
      field="users"
      title="Usuarios"
      description="Las personas que ingresan a Horizontal, su rol y su administradora."
      createLabel="Nuevo usuario"
      notice={statusToggle.notice}
      empty={{ title: 'Todavía no hay usuarios', description: 'Cree el primero desde Nuevo usuario.' }}
      columns={columns}
      getRowLabel={(user) => user.name}
      rowActions={(user) => [temporaryPasswordAction(user), user.id !== signedInUserId && statusToggle.action(user)]}
      table={{
        searchPlaceholder: 'Buscar por nombre, cédula o correo',
        filters: [
          { columnId: 'status', label: 'Estado', allLabel: 'Todos los estados' },
          { columnId: 'role', label: 'Rol', allLabel: 'Todos los roles' },
          { columnId: 'company', label: 'Administradora', allLabel: 'Todas las administradoras' },
        ],
        initialSort: { columnId: 'name', direction: 'asc' },
      }}
    >
      {statusToggle.dialog}
    </ListScreen>
  );
}
