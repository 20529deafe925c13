import type { Apartment } from '@horizontal/domain';
import type { DataTableColumn } from '@horizontal/ui';
import type { ActionResult } from '../../shared/forms';
import { type ListProps, ListScreen, rowsOf, useConfirmedAction } from '../../shared/lists';
import { apartmentLabel, formatDecimal } from '../labels';

export type ApartmentsListProps = ListProps<'apartments', Apartment> & {
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
export function ApartmentsList({ onDelete, ...list }: ApartmentsListProps) {
  const confirmed = useConfirmedAction();
  const hasTowers = rowsOf(list.state, 'apartments').some((apartment) => apartment.tower !== null);

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
      {...list}
      field="apartments"
      title="Apartamentos"
      description="Las unidades del complejo, con su piso, superficie y coeficiente de gastos comunes."
      createLabel="Nuevo apartamento"
      notice={confirmed.notice}
      empty={{ title: 'Todavía no hay apartamentos', description: 'Cree el primero desde Nuevo apartamento.' }}
      columns={hasTowers || list.state.status !== 'ready' ? columns : columns.filter((column) => column.id !== 'tower')}
      getRowLabel={apartmentLabel}
      rowActions={(apartment) => [
        onDelete && { label: 'Eliminar', tone: 'danger', onSelect: () => askDelete(apartment, onDelete) },
      ]}
      table={{
        searchPlaceholder: 'Buscar por torre o número',
        filters: hasTowers ? [{ columnId: 'tower', label: 'Torre', allLabel: 'Todas las torres' }] : [],
        initialSort: { columnId: 'number', direction: 'asc' },
      }}
    >
      {confirmed.dialog}
    </ListScreen>
  );
}
