import type { ApartmentSummary, Pantry, Parking } from '@horizontal/domain';
import type { DataTableColumn } from '@horizontal/ui';
import type { ActionResult } from '../../shared/forms';
import { type ListProps, ListScreen, useConfirmedAction } from '../../shared/lists';
import { apartmentLabel } from '../labels';
import type { AssignedUnitKind } from './kinds';

export type AssignedUnitsListProps<Field extends string, Row extends Pantry | Parking> = ListProps<Field, Row> & {
  kind: AssignedUnitKind;
  /** The answer's field that holds the rows: `pantries`, `parkings`. */
  field: Field;
  /**
   * The complejo's units (POST /general/apartments/{id}): a despensa only knows its unit's number, and two towers
   * may both have a 101, so with them the list names the unit with its tower and filters by tower.
   */
  apartments?: readonly ApartmentSummary[];
  /** DELETE remove/{id}; the app updates its cached list from the answer. */
  onDelete?: (row: Row) => Promise<ActionResult>;
};

const NOT_ASSIGNED = 'Sin asignar';

export function AssignedUnitsList<Field extends string, Row extends Pantry | Parking>({
  kind,
  apartments = [],
  onDelete,
  ...list
}: AssignedUnitsListProps<Field, Row>) {
  const confirmed = useConfirmedAction();
  const unitOf = (row: Row) => apartments.find((apartment) => apartment.id === row.apartmentId);
  const hasTowers = apartments.some((apartment) => apartment.tower !== null);
  const columns: DataTableColumn<Row>[] = [
    { id: 'number', header: 'Número', value: (row) => row.number, width: '14%', primary: true },
    { id: 'description', header: 'Descripción', value: (row) => row.description },
    {
      id: 'apartment',
      header: 'Apartamento',
      value: (row) => {
        const unit = unitOf(row);
        return unit ? apartmentLabel(unit) : (row.apartment ?? NOT_ASSIGNED);
      },
      width: '20%',
    },
  ];
  if (hasTowers) {
    columns.push({
      id: 'tower',
      header: 'Torre',
      // A unit missing from `apartments` (created after they were loaded) is assigned, its tower just unknown.
      value: (row) => (row.apartmentId === null ? NOT_ASSIGNED : (unitOf(row)?.tower ?? null)),
      width: '14%',
    });
  }
  if (kind.hasCovered) {
    columns.push({
      id: 'covered',
      header: 'Techado',
      value: (row) => ('covered' in row && row.covered ? 'Sí' : 'No'),
      width: '12%',
    });
  }

  const askDelete = (row: Row, remove: (row: Row) => Promise<ActionResult>) =>
    confirmed.ask({
      title: `¿Eliminar ${kind.withArticle} ${row.number}?`,
      description: 'Esta acción no se puede deshacer.',
      confirmLabel: 'Eliminar',
      run: () => remove(row),
      successMessage: `Se eliminó ${kind.withArticle} ${row.number}.`,
    });

  return (
    <ListScreen
      {...list}
      title={kind.plural}
      description={kind.description}
      createLabel={kind.createLabel}
      notice={confirmed.notice}
      empty={{ title: kind.emptyTitle, description: kind.emptyDescription }}
      columns={columns}
      getRowLabel={(row) => `${kind.noun[0]?.toUpperCase()}${kind.noun.slice(1)} ${row.number}`}
      rowActions={(row) => [
        onDelete && { label: 'Eliminar', tone: 'danger', onSelect: () => askDelete(row, onDelete) },
      ]}
      table={{
        searchPlaceholder: hasTowers
          ? 'Buscar por número, descripción, apartamento o torre'
          : 'Buscar por número, descripción o apartamento',
        filters: [
          ...(hasTowers ? [{ columnId: 'tower', label: 'Torre', allLabel: 'Todas las torres' }] : []),
          ...(kind.hasCovered ? [{ columnId: 'covered', label: 'Techado', allLabel: 'Techados o no' }] : []),
        ],
        initialSort: { columnId: 'number', direction: 'asc' },
      }}
    >
      {confirmed.dialog}
    </ListScreen>
  );
}
