import type { Apartment } from '@horizontal/domain';
import { DataTable, type DataTableColumn } from '@horizontal/ui';
import type { ActionResult } from '../../shared/forms';
import { ListScreen, offered, useConfirmedAction } from '../../shared/lists';
import { apartmentLabel, formatDecimal } from '../labels';

export type ApartmentsListProps = {
  state:
    | { status: 'loading' }
    | { status: 'error'; message: string }
    | { status: 'ready'; apartments: readonly Apartment[] };
  onRetry: () => void;
  /**
   * The write callbacks are passed only when the profile may make their call; without one the screen does not
   * offer its button or row action. «Ver» is always offered.
   */
  onCreate?: () => void;
  onView: (apartment: Apartment) => void;
  /**
   * The address of an apartment's detail, the one onView opens: with it the name in the list is a link there (a plain
   * click still goes through onView), which the browser can open in a new tab.
   */
  viewHref?: (apartment: Apartment) => string;
  onEdit?: (apartment: Apartment) => void;
  /** DELETE /apartments/remove/{id}; the app updates its cached list from the answer. */
  onDelete?: (apartment: Apartment) => Promise<ActionResult>;
};

/** "el apartamento 101 de la Torre A": two towers may both have a 101. */
export const apartmentName = (apartment: Pick<Apartment, 'number' | 'tower'>) =>
  apartment.tower
    ? `el apartamento ${apartment.number} de la ${apartment.tower}`
    : `el apartamento ${apartment.number}`;

const columns: readonly DataTableColumn<Apartment>[] = [
  { id: 'tower', header: 'Torre', value: (apartment) => apartment.tower, width: '16%' },
  { id: 'number', header: 'Número', value: (apartment) => apartment.number, width: '14%', primary: true },
  { id: 'floor', header: 'Piso', kind: 'number', value: (apartment) => apartment.floor, width: '12%' },
  { id: 'rooms', header: 'Dormitorios', kind: 'number', value: (apartment) => apartment.rooms, width: '14%' },
  {
    id: 'area',
    header: 'Superficie (m²)',
    kind: 'number',
    value: (apartment) => apartment.area,
    render: (apartment) => formatDecimal(apartment.area),
    searchable: false,
  },
  {
    id: 'coefficient',
    header: 'Coeficiente (%)',
    kind: 'number',
    value: (apartment) => apartment.coefficient,
    render: (apartment) => formatDecimal(apartment.coefficient),
    searchable: false,
  },
];

/** /apartamentos/listado: the units of the chosen complejo (SPEC §2, GET /apartments/findall/{id}). */
export function ApartmentsList({ state, onRetry, onCreate, onView, viewHref, onEdit, onDelete }: ApartmentsListProps) {
  const confirmed = useConfirmedAction();
  const hasTowers = state.status === 'ready' && state.apartments.some((apartment) => apartment.tower !== null);

  const askDelete = (apartment: Apartment, remove: (apartment: Apartment) => Promise<ActionResult>) =>
    confirmed.ask({
      title: `¿Eliminar ${apartmentName(apartment)}?`,
      description: 'Esta acción no se puede deshacer.',
      confirmLabel: 'Eliminar',
      run: () => remove(apartment),
      successMessage: `Se eliminó ${apartmentName(apartment)}.`,
    });

  return (
    <ListScreen
      title="Apartamentos"
      description="Las unidades del complejo, con su piso, superficie y coeficiente de gastos comunes."
      createLabel="Nuevo apartamento"
      onCreate={onCreate}
      notice={confirmed.notice}
      empty={{
        active: state.status === 'ready' && state.apartments.length === 0,
        title: 'Todavía no hay apartamentos',
        description: 'Cree el primero desde Nuevo apartamento.',
      }}
    >
      <DataTable
        caption="Apartamentos"
        rows={state.status === 'ready' ? state.apartments : []}
        columns={hasTowers || state.status !== 'ready' ? columns : columns.filter((column) => column.id !== 'tower')}
        getRowId={(apartment) => String(apartment.id)}
        getRowLabel={apartmentLabel}
        status={state.status}
        errorMessage={state.status === 'error' ? state.message : undefined}
        onRetry={onRetry}
        searchPlaceholder="Buscar por torre o número"
        filters={hasTowers ? [{ columnId: 'tower', label: 'Torre', allLabel: 'Todas las torres' }] : []}
        exportFileName="apartamentos"
        initialSort={{ columnId: 'number', direction: 'asc' }}
        rowLink={viewHref && ((apartment) => ({ href: viewHref(apartment), onNavigate: () => onView(apartment) }))}
        rowActions={(apartment) =>
          offered(
            { label: 'Ver', onSelect: () => onView(apartment) },
            onEdit && { label: 'Modificar', onSelect: () => onEdit(apartment) },
            onDelete && { label: 'Eliminar', tone: 'danger', onSelect: () => askDelete(apartment, onDelete) },
          )
        }
      />
      {confirmed.dialog}
    </ListScreen>
  );
}
