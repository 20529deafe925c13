import type { Building, Option } from '@horizontal/domain';
import { sentence, theNamed } from '@horizontal/domain';
import { DataTable, type DataTableColumn, EmptyState, Select } from '@horizontal/ui';
import type { ActionResult } from '../../shared/forms';
import { ListScreen, useConfirmedAction } from '../../shared/lists';

export type BuildingsListProps = {
  /** The administradoras to choose from (GET /companies/findall). */
  companies: readonly Option[];
  /** Whose complejos are listed; null until one is chosen. */
  companyId: number | null;
  onCompanyChange: (companyId: number) => void;
  /** GET /buildings/findall/{companyId}. */
  state:
    | { status: 'loading' }
    | { status: 'error'; message: string }
    | { status: 'ready'; buildings: readonly Building[] };
  onRetry: () => void;
  onCreate: () => void;
  onView: (building: Building) => void;
  /** The address of a row's detail, the one onView opens: with it the name in the list is a link there. */
  viewHref?: (building: Building) => string;
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
  state,
  onRetry,
  onCreate,
  onView,
  viewHref,
  onEdit,
  onTowers,
  onDelete,
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
      title="Complejos"
      description="Los complejos habitacionales de cada administradora y sus torres."
      createLabel="Nuevo complejo"
      onCreate={onCreate}
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
        active: company !== undefined && state.status === 'ready' && state.buildings.length === 0,
        title: `${company?.name ?? 'La administradora'} todavía no tiene complejos`,
        description: 'Cree el primero desde Nuevo complejo.',
      }}
    >
      {company === undefined ? (
        <EmptyState
          icon="search"
          title="Elija una administradora"
          description="Sus complejos aparecerán aquí, con sus torres y acciones."
        />
      ) : (
        <DataTable
          caption={`Complejos de ${company.name}`}
          rows={state.status === 'ready' ? state.buildings : []}
          columns={columns}
          getRowId={(building) => String(building.id)}
          getRowLabel={(building) => building.name}
          status={state.status}
          errorMessage={state.status === 'error' ? state.message : undefined}
          onRetry={onRetry}
          searchPlaceholder="Buscar por nombre, dirección o ciudad"
          exportFileName={`complejos-${company.name}`}
          initialSort={{ columnId: 'name', direction: 'asc' }}
          rowLink={viewHref && ((building) => ({ href: viewHref(building), onNavigate: () => onView(building) }))}
          rowActions={(building) => [
            { label: 'Ver', onSelect: () => onView(building) },
            { label: 'Modificar', onSelect: () => onEdit(building) },
            { label: 'Torres', onSelect: () => onTowers(building) },
            { label: 'Eliminar', tone: 'danger', onSelect: () => askDelete(building) },
          ]}
        />
      )}
      {confirmed.dialog}
    </ListScreen>
  );
}
