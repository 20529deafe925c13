import { type Apartment, COEFFICIENTS_TOTAL, coefficientsSum, roundCoefficient } from '@horizontal/domain';
import { type DataTableColumn, InlineAlert } from '@horizontal/ui';
import type { ActionResult } from '../../shared/forms';
import { type ListProps, ListScreen, rowsOf, useConfirmedAction } from '../../shared/lists';
import { apartmentLabel, formatDecimal } from '../labels';
import * as styles from './ApartmentsList.css';

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

/**
 * What the complejo's coefficients add up to, over the whole complejo whatever the search or page: gastos comunes
 * are shared out by them, so a total other than 100 % is a warning, said before any statement is issued.
 */
function CoefficientsTotal({ apartments }: { apartments: readonly Apartment[] }) {
  if (apartments.length === 0) return null;
  const total = coefficientsSum(apartments);
  if (total === COEFFICIENTS_TOTAL) {
    return (
      <p
        className={styles.total}
      >{`Los coeficientes de las ${apartments.length} unidades suman ${formatDecimal(total)} %.`}</p>
    );
  }
  const gap = roundCoefficient(total - COEFFICIENTS_TOTAL);
  return (
    <InlineAlert tone="warning" title={`Los coeficientes suman ${formatDecimal(total)} %, no 100 %`}>
      {`${gap > 0 ? 'Sobra' : 'Falta'} ${formatDecimal(Math.abs(gap))} %. Los gastos comunes se reparten según el coeficiente de cada unidad: corrija los que no correspondan antes de emitirlos.`}
    </InlineAlert>
  );
}

/** /apartamentos/listado: the units of the chosen complejo (SPEC §2, GET /apartments/findall/{id}). */
export function ApartmentsList({ onDelete, ...list }: ApartmentsListProps) {
  const confirmed = useConfirmedAction();
  const apartments = rowsOf(list.state, 'apartments');
  const hasTowers = apartments.some((apartment) => apartment.tower !== null);

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
      notice={
        <>
          <CoefficientsTotal apartments={apartments} />
          {confirmed.notice}
        </>
      }
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
