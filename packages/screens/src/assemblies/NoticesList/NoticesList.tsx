import { formatIsoDate, type Notice, type Option, parseIsoDate } from '@horizontal/domain';
import { type DataTableColumn, rowActionsButton } from '@horizontal/ui';
import { useMemo } from 'react';
import type { ActionResult } from '../../shared/forms';
import { type ListProps, ListScreen } from '../../shared/lists';
import { useRowActions } from '../../shared/RowActionDialog';
import { audienceOf, expiryOf, noticeRowLabel } from '../notice-labels';

export type NoticesListProps = Omit<ListProps<'notices', Notice>, 'onEdit' | 'today'> & {
  /** Montevideo's day (yyyy-mm-dd): a notice whose last day is before it reads «Vencida». */
  today: string;
  /** The complejo's towers, to name a notice's audience; empty while they load. */
  towers: readonly Option[];
  /** DELETE /notices/delete/{id}; absent when the profile may not. */
  onDelete?: (notice: Notice) => Promise<ActionResult>;
};

export const noticesEmpty = {
  title: 'Todavía no hay noticias',
  description: 'Publique la primera desde Nueva noticia.',
};

const dayValue = (isoDate: string) => {
  const date = parseIsoDate(isoDate);
  return date.ok ? date.value : null;
};

const columnsOf = (today: string, towers: readonly Option[]): readonly DataTableColumn<Notice>[] => [
  {
    id: 'publishedOn',
    header: 'Publicación',
    kind: 'date',
    value: (notice) => dayValue(notice.publishedOn),
    render: (notice) => formatIsoDate(notice.publishedOn),
    width: '12%',
  },
  { id: 'title', header: 'Título', value: (notice) => notice.title, primary: true, width: '20%' },
  // The text as text: React escapes it, so markup typed into a notice is read, never run (no innerHTML here).
  { id: 'text', header: 'Texto', value: (notice) => notice.text },
  { id: 'audience', header: 'Para', value: (notice) => audienceOf(notice, towers), width: '14%' },
  {
    id: 'expiry',
    header: 'Vencimiento',
    value: (notice) => expiryOf(notice, today),
    // «Vigente hasta …» sorted as text would follow the day of the month, not the date.
    sortable: false,
    width: '17%',
  },
  { id: 'createdBy', header: 'Autor', value: (notice) => notice.createdBy ?? 'Sin dato', width: '13%' },
];

/**
 * /noticias/listado: the complejo's notices (POST /notices/findall), the latest first. There is no update call
 * (SPEC §7): a notice published by mistake is deleted, and the app offers that only to a profile that may.
 */
export function NoticesList({ today, towers, onDelete, ...list }: NoticesListProps) {
  const columns = useMemo(() => columnsOf(today, towers), [today, towers]);
  const day = useMemo(() => new Date(`${today}T12:00:00`), [today]);
  const actions = useRowActions<Notice>({
    returnFocusTo: (notice) => rowActionsButton(noticeRowLabel(notice)),
  });

  const rowActions = (notice: Notice) => [
    onDelete && {
      label: 'Eliminar',
      tone: 'danger' as const,
      onSelect: () =>
        actions.ask(notice, {
          title: `¿Eliminar la noticia ${noticeRowLabel(notice)}?`,
          description: 'Deja de verse para los residentes. Esta acción no se puede deshacer.',
          confirmLabel: 'Eliminar',
          tone: 'danger',
          done: `Se eliminó la noticia ${noticeRowLabel(notice)}`,
          run: () => onDelete(notice),
        }),
    },
  ];

  return (
    <ListScreen
      {...list}
      today={day}
      field="notices"
      title="Noticias"
      description="Los avisos para los residentes del complejo o de algunas de sus torres."
      createLabel="Nueva noticia"
      notice={actions.notice}
      empty={noticesEmpty}
      columns={columns}
      getRowLabel={noticeRowLabel}
      rowActions={rowActions}
      table={{
        searchPlaceholder: 'Buscar por título, texto o autor',
        initialSort: { columnId: 'publishedOn', direction: 'desc' },
      }}
    >
      {actions.dialog}
    </ListScreen>
  );
}
