import type { CommonArea } from '@horizontal/domain';
import { sentence, theNamed } from '@horizontal/domain';
import { DataTable, type DataTableColumn } from '@horizontal/ui';
import type { ActionResult } from '../../shared/forms';
import { feminineActiveStatusBadges } from '../../shared/labels';
import { ListScreen, offered, useConfirmedAction } from '../../shared/lists';
import { turnLabel } from '../labels';

export type CommonAreasListProps = {
  state:
    | { status: 'loading' }
    | { status: 'error'; message: string }
    | { status: 'ready'; commonAreas: readonly CommonArea[] };
  onRetry: () => void;
  /**
   * The write callbacks are passed only when the profile may make their call; without one the screen does not
   * offer its button or row action. «Ver» is always offered.
   */
  onCreate?: () => void;
  onView: (commonArea: CommonArea) => void;
  /**
   * The address of a common area's detail, the one onView opens: with it the name in the list is a link there (a plain
   * click still goes through onView), which the browser can open in a new tab.
   */
  viewHref?: (commonArea: CommonArea) => string;
  onEdit?: (commonArea: CommonArea) => void;
  /** DELETE /commonareas/delete/{id}; the app updates its cached list from the answer. */
  onDelete?: (commonArea: CommonArea) => Promise<ActionResult>;
};

/** "Mediodía 12:00–17:00". */
const columns: readonly DataTableColumn<CommonArea>[] = [
  { id: 'name', header: 'Nombre', value: (area) => area.name, width: '20%', primary: true },
  { id: 'capacity', header: 'Capacidad', kind: 'number', value: (area) => area.capacity, width: '11%' },
  { id: 'price', header: 'Precio de la reserva', kind: 'currency', value: (area) => area.price, width: '15%' },
  { id: 'turns', header: 'Turnos', value: (area) => area.turns.map(turnLabel).join(', ') },
  {
    id: 'requiresApproval',
    header: 'Aprobación',
    value: (area) => (area.requiresApproval ? 'Requiere' : 'Automática'),
    width: '12%',
  },
  {
    id: 'status',
    header: 'Estado',
    kind: 'status',
    statuses: feminineActiveStatusBadges,
    value: (area) => area.status,
    width: '10%',
  },
];

/** /areascomunes/listado: what residents can book, when and for how much (SPEC §2, GET /commonareas/findall/{id}). */
export function CommonAreasList({
  state,
  onRetry,
  onCreate,
  onView,
  viewHref,
  onEdit,
  onDelete,
}: CommonAreasListProps) {
  const confirmed = useConfirmedAction();

  const askDelete = (area: CommonArea, remove: (area: CommonArea) => Promise<ActionResult>) =>
    confirmed.ask({
      title: `¿Eliminar ${theNamed('el área común', area.name)}?`,
      description: 'Esta acción no se puede deshacer.',
      confirmLabel: 'Eliminar',
      run: () => remove(area),
      successMessage: sentence(`Se eliminó ${theNamed('el área común', area.name)}`),
    });

  return (
    <ListScreen
      title="Áreas comunes"
      description="Los espacios que los residentes pueden reservar, sus turnos y su precio."
      createLabel="Nueva área común"
      onCreate={onCreate}
      notice={confirmed.notice}
      empty={{
        active: state.status === 'ready' && state.commonAreas.length === 0,
        title: 'Todavía no hay áreas comunes',
        description: 'Cree la primera desde Nueva área común.',
      }}
    >
      <DataTable
        caption="Áreas comunes"
        rows={state.status === 'ready' ? state.commonAreas : []}
        columns={columns}
        getRowId={(area) => String(area.id)}
        getRowLabel={(area) => area.name}
        status={state.status}
        errorMessage={state.status === 'error' ? state.message : undefined}
        onRetry={onRetry}
        searchPlaceholder="Buscar por nombre o turno"
        filters={[{ columnId: 'status', label: 'Estado', allLabel: 'Todos los estados' }]}
        exportFileName="areas-comunes"
        initialSort={{ columnId: 'name', direction: 'asc' }}
        rowLink={viewHref && ((area) => ({ href: viewHref(area), onNavigate: () => onView(area) }))}
        rowActions={(area) =>
          offered(
            { label: 'Ver', onSelect: () => onView(area) },
            onEdit && { label: 'Modificar', onSelect: () => onEdit(area) },
            onDelete && { label: 'Eliminar', tone: 'danger', onSelect: () => askDelete(area, onDelete) },
          )
        }
      />
      {confirmed.dialog}
    </ListScreen>
  );
}
