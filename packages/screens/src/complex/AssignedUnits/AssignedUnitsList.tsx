import type { ApartmentSummary, Pantry, Parking } from '@horizontal/domain';
import { DataTable, type DataTableColumn } from '@horizontal/ui';
import type { ActionResult } from '../../shared/forms';
import { ListScreen, offered, useConfirmedAction } from '../../shared/lists';
import { apartmentLabel } from '../labels';
import type { AssignedUnitKind } from './kinds';

export type AssignedUnitsListProps<Row extends Pantry | Parking> = {
  kind: AssignedUnitKind;
  state: { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; rows: readonly Row[] };
  /**
   * The complejo's units (POST /general/apartments/{id}): a despensa only knows its unit's number, and two towers
   * may both have a 101, so with them the list names the unit with its tower and filters by tower.
   */
  apartments?: readonly ApartmentSummary[];
  onRetry: () => void;
  /** The write callbacks are absent when the profile may not make their call: their actions are not offered. */
  onCreate?: () => void;
  onView: (row: Row) => void;
  /**
   * The address of a row's detail, the one onView opens: with it the name in the list is a link there (a plain
   * click still goes through onView), which the browser can open in a new tab.
   */
  viewHref?: (row: Row) => string;
  onEdit?: (row: Row) => void;
  onDelete?: (row: Row) => Promise<ActionResult>;
};

const NOT_ASSIGNED = 'Sin asignar';

export function AssignedUnitsList<Row extends Pantry | Parking>({
  kind,
  state,
  apartments = [],
  onRetry,
  onCreate,
  onView,
  viewHref,
  onEdit,
  onDelete,
}: AssignedUnitsListProps<Row>) {
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
      title={kind.plural}
      description={kind.description}
      createLabel={kind.createLabel}
      onCreate={onCreate}
      notice={confirmed.notice}
      empty={{
        active: state.status === 'ready' && state.rows.length === 0,
        title: kind.emptyTitle,
        description: kind.emptyDescription,
      }}
    >
      <DataTable
        caption={kind.plural}
        rows={state.status === 'ready' ? state.rows : []}
        columns={columns}
        getRowId={(row) => String(row.id)}
        getRowLabel={(row) => `${kind.noun[0]?.toUpperCase()}${kind.noun.slice(1)} ${row.number}`}
        status={state.status}
        errorMessage={state.status === 'error' ? state.message : undefined}
        onRetry={onRetry}
        searchPlaceholder={
          hasTowers
            ? 'Buscar por número, descripción, apartamento o torre'
            : 'Buscar por número, descripción o apartamento'
        }
        filters={[
          ...(hasTowers ? [{ columnId: 'tower', label: 'Torre', allLabel: 'Todas las torres' }] : []),
          ...(kind.hasCovered ? [{ columnId: 'covered', label: 'Techado', allLabel: 'Techados o no' }] : []),
        ]}
        exportFileName={kind.exportFileName}
        initialSort={{ columnId: 'number', direction: 'asc' }}
        rowLink={viewHref && ((row) => ({ href: viewHref(row), onNavigate: () => onView(row) }))}
        rowActions={(row) =>
          offered(
            { label: 'Ver', onSelect: () => onView(row) },
            onEdit && { label: 'Modificar', onSelect: () => onEdit(row) },
            onDelete && { label: 'Eliminar', tone: 'danger', onSelect: () => askDelete(row, onDelete) },
          )
        }
      />
      {confirmed.dialog}
    </ListScreen>
  );
}
