import { type ModuleCatalogEntry, type Role, screenLabel } from '@horizontal/domain';
import { Button, Card, DescriptionList, InlineAlert } from '@horizontal/ui';
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

/** Whether any of the role's screens is one the catalog offers (the screens the app has). */
const opensSomething = (role: Role, catalog: readonly ModuleCatalogEntry[]) => {
  const offered = new Set(catalog.flatMap((module) => module.functionalities.map((functionality) => functionality.id)));
  return role.functionalities.some((functionality) => offered.has(functionality.id));
};

/**
 * A profile as read: its names, and its modules with their screens; a warning when none of its screens exists
 * yet, since its employees would meet an empty menu (issue #30, item 9).
 */
export function ProfileDetail({ profile: role, catalog, onEdit }: DetailProps) {
  return (
    <FormScreen
      title={role.description}
      description="Perfil"
      actions={onEdit && <Button onClick={onEdit}>Modificar</Button>}
    >
      {catalog.length > 0 && !opensSomething(role, catalog) && (
        <InlineAlert tone="warning" title="Este perfil no abre ninguna pantalla">
          {`Los empleados con el perfil ${role.description} verán el menú vacío. ${onEdit ? 'Elija sus pantallas con «Modificar».' : 'Pida a quien administre los perfiles que le asigne pantallas.'}`}
        </InlineAlert>
      )}
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
