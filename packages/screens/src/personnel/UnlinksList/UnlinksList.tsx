import { formatIsoDate, type Unlink, unlinkReasonLabels } from '@horizontal/domain';
import type { DataTableColumn } from '@horizontal/ui';
import { type ListProps, ListScreen } from '../../shared/lists';
import { dayValue } from '../ContractsList/contract-labels';

export type UnlinksListProps = Omit<ListProps<'unlinkList', Unlink>, 'onEdit'>;

export const unlinksEmpty = {
  title: 'Todavía no hay desvinculaciones',
  description: 'Registre la primera desde Nueva desvinculación.',
};

/** How a row is named in its menu: «Desvinculación de Federico Martínez». */
export const unlinkRowLabel = (unlink: Pick<Unlink, 'personnel'>) => `Desvinculación de ${unlink.personnel}`;

const columns: readonly DataTableColumn<Unlink>[] = [
  { id: 'personnel', header: 'Persona', value: (unlink) => unlink.personnel, primary: true, width: '24%' },
  {
    id: 'date',
    header: 'Fecha',
    kind: 'date',
    value: (unlink) => dayValue(unlink.date),
    render: (unlink) => formatIsoDate(unlink.date),
    width: '13%',
  },
  {
    id: 'reason',
    header: 'Motivo',
    value: (unlink) => unlinkReasonLabels[unlink.reason],
    searchable: false,
    width: '17%',
  },
  { id: 'notes', header: 'Notas', value: (unlink) => unlink.notes || 'Sin notas', sortable: false },
];

/**
 * /desvinculaciones/listado: the people who stopped working at the complejo (GET /unlink/findall/{id}), the latest
 * first, with the day and the reason. A desvinculación is final: there is nothing to change from its row.
 */
export function UnlinksList(list: UnlinksListProps) {
  return (
    <ListScreen
      {...list}
      field="unlinkList"
      title="Desvinculaciones"
      description="Las personas que dejaron de trabajar en el complejo: cuándo y por qué. Al registrarla se finaliza su contrato vigente."
      createLabel="Nueva desvinculación"
      empty={unlinksEmpty}
      columns={columns}
      getRowLabel={unlinkRowLabel}
      table={{
        searchPlaceholder: 'Buscar por persona o notas',
        filters: [{ columnId: 'reason', label: 'Motivo', allLabel: 'Todos los motivos' }],
        initialSort: { columnId: 'date', direction: 'desc' },
      }}
    />
  );
}
