import { type Assembly, assemblyTypeLabels, formatIsoDate, parseIsoDate } from '@horizontal/domain';
import { type DataTableColumn, rowActionsButton } from '@horizontal/ui';
import type { ActionResult } from '../../shared/forms';
import { type ListProps, ListScreen } from '../../shared/lists';
import { useRowActions } from '../../shared/RowActionDialog';
import { assemblyRowLabel, assemblyStatusBadges } from '../assembly-labels';

export type AssembliesListProps = Omit<ListProps<'assemblies', Assembly>, 'onEdit'> & {
  /** DELETE /assemblies/delete/{id}; absent when the profile may not. */
  onDelete?: (assembly: Assembly) => Promise<ActionResult>;
};

export const assembliesEmpty = {
  title: 'Todavía no hay asambleas',
  description: 'Convoque la primera desde Nueva asamblea.',
};

const columns: readonly DataTableColumn<Assembly>[] = [
  {
    id: 'date',
    header: 'Fecha',
    kind: 'date',
    value: (assembly) => {
      const date = parseIsoDate(assembly.date);
      return date.ok ? date.value : null;
    },
    render: (assembly) => formatIsoDate(assembly.date),
    width: '12%',
  },
  { id: 'time', header: 'Hora', value: (assembly) => assembly.time ?? 'Sin hora', tabular: true, width: '9%' },
  { id: 'title', header: 'Título', value: (assembly) => assembly.title, primary: true },
  { id: 'type', header: 'Tipo', value: (assembly) => assemblyTypeLabels[assembly.type], width: '13%' },
  { id: 'place', header: 'Lugar', value: (assembly) => assembly.place || 'Sin lugar', width: '17%' },
  {
    id: 'status',
    header: 'Estado',
    kind: 'status',
    statuses: assemblyStatusBadges,
    value: (assembly) => assembly.status,
    width: '12%',
  },
];

/**
 * /asambleas/listado: the complejo's assemblies (POST /assemblies/findall), the latest first. «Ver» opens the
 * assembly's page, where its resolutions and its attendance are recorded. There is no update call (SPEC §7): an
 * assembly called by mistake is deleted, and the app offers that only to a profile that may.
 */
export function AssembliesList({ onDelete, ...list }: AssembliesListProps) {
  const actions = useRowActions<Assembly>({
    returnFocusTo: (assembly) => rowActionsButton(assemblyRowLabel(assembly)),
  });

  const rowActions = (assembly: Assembly) => [
    onDelete && {
      label: 'Eliminar',
      tone: 'danger' as const,
      onSelect: () =>
        actions.ask(assembly, {
          title: `¿Eliminar la asamblea ${assemblyRowLabel(assembly)}?`,
          description: 'Se eliminan también sus resoluciones y su asistencia. Esta acción no se puede deshacer.',
          confirmLabel: 'Eliminar',
          tone: 'danger',
          done: `Se eliminó la asamblea ${assemblyRowLabel(assembly)}`,
          run: () => onDelete(assembly),
        }),
    },
  ];

  return (
    <ListScreen
      {...list}
      field="assemblies"
      title="Asambleas"
      description="Las asambleas de copropietarios del complejo. Abra una para registrar su asistencia y sus resoluciones."
      createLabel="Nueva asamblea"
      notice={actions.notice}
      empty={assembliesEmpty}
      columns={columns}
      getRowLabel={assemblyRowLabel}
      rowActions={rowActions}
      table={{
        searchPlaceholder: 'Buscar por título o lugar',
        initialSort: { columnId: 'date', direction: 'desc' },
        filters: [
          { columnId: 'status', label: 'Estado', allLabel: 'Todos los estados' },
          { columnId: 'type', label: 'Tipo', allLabel: 'Todos los tipos' },
        ],
      }}
    >
      {actions.dialog}
    </ListScreen>
  );
}
