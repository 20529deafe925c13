import { type ModuleCatalogEntry, type Role, screenLabel } from '@horizontal/domain';
import { Button, Card, DescriptionList } from '@horizontal/ui';
import { FormScreen } from '../../shared/FormScreen';

type DetailProps = {
  profile: Role;
  catalog: readonly ModuleCatalogEntry[];
  onEdit?: () => void;
};

/** A role's screens do not say their module; the catalog does, and without it they are listed together. */
const screensByModule = (role: Role, catalog: readonly ModuleCatalogEntry[]) => {
  const names = (ids: readonly number[]) =>
    role.functionalities
      .filter((functionality) => ids.includes(functionality.id))
      .map((functionality) => screenLabel(functionality.screen))
      .join(', ') || 'Sin pantallas';
  if (catalog.length === 0) {
    return [
      { term: 'Módulos', description: role.modules.map((module) => module.name).join(', ') },
      { term: 'Pantallas', description: names(role.functionalities.map((functionality) => functionality.id)) },
    ];
  }
  return role.modules.map((module) => ({
    term: module.name,
    description: names(
      catalog.find((entry) => entry.id === module.id)?.functionalities.map((functionality) => functionality.id) ?? [],
    ),
  }));
};

/** A profile as read: its names, and its modules with their screens. */
export function ProfileDetail({ profile: role, catalog, onEdit }: DetailProps) {
  return (
    <FormScreen
      title={role.description}
      description="Perfil"
      actions={onEdit && <Button onClick={onEdit}>Modificar</Button>}
    >
      <Card title="Datos del perfil">
        <DescriptionList
          items={[
            { term: 'Perfil', description: role.description },
            { term: 'Nombre interno', description: role.name },
          ]}
        />
      </Card>
      <Card title="Módulos y pantallas">
        <DescriptionList items={screensByModule(role, catalog)} />
      </Card>
    </FormScreen>
  );
}
