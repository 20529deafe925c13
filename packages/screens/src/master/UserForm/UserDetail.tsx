import type { User } from '@horizontal/domain';
import { Button, Card, DescriptionList, StatusBadge } from '@horizontal/ui';
import { FormScreen } from '../../shared/FormScreen';
import { activeStatusBadges } from '../../shared/labels';
import { PersonCard } from '../../shared/PersonFields';

type DetailProps = { user: User; onEdit?: () => void };

/** A user as read: the person, the role, and the administradora and complejos they reach. */
export function UserDetail({ user, onEdit }: DetailProps) {
  const status = activeStatusBadges[user.status];
  return (
    <FormScreen
      title={user.name}
      description="Usuario"
      meta={<StatusBadge label={status.label} tone={status.tone} />}
      actions={onEdit && <Button onClick={onEdit}>Modificar</Button>}
    >
      <PersonCard person={user} />
      <Card title="Acceso">
        <DescriptionList
          items={[
            { term: 'Rol', description: user.role.description },
            { term: 'Administradora', description: user.company?.name },
            { term: 'Complejos', description: user.buildings.map((building) => building.name).join(', ') },
          ]}
        />
      </Card>
    </FormScreen>
  );
}
