import type { CommonArea } from '@horizontal/domain';
import { sentence, theNamed } from '@horizontal/domain';
import type { DataTableColumn } from '@horizontal/ui';
import type { ActionResult } from '../../shared/forms';
import { feminineActiveStatusBadges } from '../../shared/labels';
import { type ListProps, ListScreen, useConfirmedAction } from '../../shared/lists';
import { turnLabel } from '../labels';

export type CommonAreasListProps = ListProps<'commonAreas', CommonArea> & {
  /** DELETE /commonareas/delete/{id}; the app updates its cached list from the answer. */
  onDelete?: (commonArea: CommonArea) => Promise<ActionResult>;
};

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
export function CommonAreasList({ onDelete, ...list }: CommonAreasListProps) {
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
      {...list}
      field="commonAreas"
      title="Áreas comunes"
      description="Los espacios que los residentes pueden reservar, sus turnos y su precio."
      createLabel="Nueva área común"
      notice={confirmed.notice}
      empty={{ title: 'Todavía no hay áreas comunes', description: 'Cree la primera desde Nueva área común.' }}
      columns={columns}
      getRowLabel={(area) => area.name}
      rowActions={(area) => [
        onDelete && { label: 'Eliminar', tone: 'danger', onSelect: () => askDelete(area, onDelete) },
      ]}
      table={{
        searchPlaceholder: 'Buscar por nombre o turno',
        filters: [{ columnId: 'status', label: 'Estado', allLabel: 'Todos los estados' }],
        initialSort: { columnId: 'name', direction: 'asc' },
      }}
    >
      {confirmed.dialog}
    </ListScreen>
  );
}
