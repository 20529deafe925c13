import type { Building, Option } from '@horizontal/domain';
import { sentence, theNamed } from '@horizontal/domain';
import { type DataTableColumn, EmptyState, Select } from '@horizontal/ui';
import type { ActionResult } from '../../shared/forms';
import { type ListProps, ListScreen, useConfirmedAction } from '../../shared/lists';

/** `state` is GET /buildings/findall/{companyId}. */
export type BuildingsListProps = ListProps<'buildings', Building> & {
  /** The administradoras to choose from (GET /companies/findall). */
  companies: readonly Option[];
  /** Whose complejos are listed; null until one is chosen. */
  companyId: number | null;
  onCompanyChange: (companyId: number) => void;
  onCreate: () => void;
  onEdit: (building: Building) => void;
  /** /complejos/torres: the complejo's towers. */
  onTowers: (building: Building) => void;
  /** DELETE /buildings/delete/{id}; the app updates its cached list from the answer. */
  onDelete: (building: Building) => Promise<ActionResult>;
};

const columns: readonly DataTableColumn<Building>[] = [
  { id: 'name', header: 'Nombre', value: (building) => building.name, width: '34%' },
  { id: 'address', header: 'Dirección', value: (building) => building.address, width: '40%' },
  { id: 'city', header: 'Ciudad', value: (building) => building.city },
];

/** /complejos/listado: the complejos of one administradora, for the master (SPEC §2). */
export function BuildingsList({
  companies,
  companyId,
  onCompanyChange,
  onTowers,
  onDelete,
  ...list
}: BuildingsListProps) {
  const confirmed = useConfirmedAction();
  const company = companies.find((candidate) => candidate.id === companyId);

  const askDelete = (building: Building) =>
    confirmed.ask({
      title: `¿Eliminar ${theNamed('el complejo', building.name)}?`,
      description: 'Se eliminarán también sus torres. Esta acción no se puede deshacer.',
      confirmLabel: 'Eliminar',
      run: () => onDelete(building),
      successMessage: sentence(`Se eliminó ${theNamed('el complejo', building.name)}`),
    });

  return (
    <ListScreen
      {...list}
      field="buildings"
      title="Complejos"
      description="Los complejos habitacionales de cada administradora y sus torres."
      createLabel="Nuevo complejo"
      filters={
        <Select
          label="Administradora"
          name="companyId"
          placeholder="Elija una administradora"
          options={companies.map((option) => ({ value: String(option.id), label: option.name }))}
          value={companyId === null ? '' : String(companyId)}
          onChange={(value) => {
            confirmed.clearNotice();
            onCompanyChange(Number(value));
          }}
        />
      }
      notice={confirmed.notice}
      empty={{
        title: `${company?.name ?? 'La administradora'} todavía no tiene complejos`,
        description: 'Cree el primero desde Nuevo complejo.',
      }}
      prompt={
        company === undefined && (
          <EmptyState
            icon="search"
            title="Elija una administradora"
            description="Sus complejos aparecerán aquí, con sus torres y acciones."
          />
        )
      }
      sheetOwner={company?.name}
      columns={columns}
      getRowLabel={(building) => building.name}
      rowActions={(building) => [
        { label: 'Torres', onSelect: () => onTowers(building) },
        { label: 'Eliminar', tone: 'danger', onSelect: () => askDelete(building) },
      ]}
      table={
        company && {
          caption: `Complejos de ${company.name}`,
          searchPlaceholder: 'Buscar por nombre, dirección o ciudad',
          initialSort: { columnId: 'name', direction: 'asc' },
        }
      }
    >
      {confirmed.dialog}
    </ListScreen>
  );
}
