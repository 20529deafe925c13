import { type Message, type MessageRecipient, type MessageStatus, messageTransitions } from '@horizontal/domain';
import { type DataTableColumn, rowActionsButton, StatusBadge, Tabs } from '@horizontal/ui';
import { visuallyHidden } from '@horizontal/ui/theme';
import { useMemo } from 'react';
import type { ActionResult } from '../../shared/forms';
import { type ListProps, ListScreen, type ListState, rowsOf } from '../../shared/lists';
import { useRowActions } from '../../shared/RowActionDialog';
import { categoryLabel, dayOf, messageStatusBadges } from '../labels';
import {
  type MessageThreadRow,
  recipientsByThread,
  recipientsSummary,
  residentLabel,
  threadRowLabel,
  threadsOf,
} from '../threads';
import * as styles from './MessagesList.css';

export const messagesViews = ['recibidos', 'enviados'] as const;
export type MessagesView = (typeof messagesViews)[number];

/** What ListScreen takes as it is; the state, «Ver» and the table's view are this list's own (below). */
type SharedListProps = Omit<
  ListProps<'threads', MessageThreadRow>,
  'state' | 'onView' | 'viewHref' | 'onEdit' | 'view' | 'onViewChange'
>;

export type MessagesListProps = SharedListProps & {
  /** Tabs «Recibidos» (threads residents started) and «Enviados» (threads the administration started). */
  view: MessagesView;
  onViewChange: (view: MessagesView) => void;
  /** POST /messages/inbox/findall: every message of the threads residents started. */
  inbox: ListState<'inbox', Message>;
  /** POST /messages/send/findall: every message of the threads the administration started. */
  sent: ListState<'send', Message>;
  /**
   * POST /messages/recipients/findall of the sent threads, all in one list: the «Destinatarios» column. A thread whose
   * recipients are not here shows none.
   */
  recipients?: readonly MessageRecipient[];
  /** Opens the thread's chat (/mensajes/chat). */
  onOpen: (thread: MessageThreadRow) => void;
  /** The chat's address: with it the subject is a link there (a plain click still goes through onOpen). */
  openHref?: (thread: MessageThreadRow) => string;
  /** POST /messages/status/change of the thread (its first message's id); absent when the profile may not. */
  onStatusChange?: (thread: MessageThreadRow, status: MessageStatus) => Promise<ActionResult>;
  /** Where the person left the table: its search, filters, order and page (ListProps' `view`). */
  tableView?: ListProps<'threads', MessageThreadRow>['view'];
  /** Keeps each change of the table's view (ListProps' `onViewChange`). */
  onTableViewChange?: ListProps<'threads', MessageThreadRow>['onViewChange'];
};

const viewLabels: Readonly<Record<MessagesView, string>> = { recibidos: 'Recibidos', enviados: 'Enviados' };

const viewNotes: Readonly<Record<MessagesView, string>> = {
  recibidos: 'Las conversaciones que empezaron los residentes, y las que le escribieron colegas, con sus respuestas.',
  enviados: 'Los mensajes de la administración a los residentes y al personal, con sus respuestas.',
};

export const messagesEmpty: Readonly<Record<MessagesView, { title: string; description: string }>> = {
  recibidos: {
    title: 'Todavía no hay mensajes recibidos',
    description:
      'Cuando un residente escriba a la administración, su conversación aparece aquí. Para escribirles, use Nuevo mensaje.',
  },
  enviados: {
    title: 'Todavía no se enviaron mensajes',
    description: 'Escriba el primero a los residentes desde Nuevo mensaje.',
  },
};

/** «No leído» and how many: what a person scans the inbox for. Inside the link, so it is read with the subject. */
function Subject({ thread }: { thread: MessageThreadRow }) {
  if (thread.unread === 0) return <>{thread.subject}</>;
  const unread = thread.unread === 1 ? '1 mensaje sin leer' : `${thread.unread} mensajes sin leer`;
  return (
    <span className={styles.unread}>
      <strong className={styles.subject}>{thread.subject}</strong>
      <StatusBadge label="No leído" tone="info" />
      <span className={styles.count} title={unread}>
        <span aria-hidden="true">{thread.unread}</span>
        <span className={visuallyHidden}>{unread}</span>
      </span>
    </span>
  );
}

const subjectColumn: DataTableColumn<MessageThreadRow> = {
  id: 'subject',
  header: 'Asunto',
  value: (thread) => thread.subject,
  render: (thread) => <Subject thread={thread} />,
  primary: true,
};

const categoryColumn: DataTableColumn<MessageThreadRow> = {
  id: 'category',
  header: 'Categoría',
  value: (thread) => categoryLabel(thread.category),
  width: '12%',
};

const statusColumn: DataTableColumn<MessageThreadRow> = {
  id: 'status',
  header: 'Estado',
  kind: 'status',
  statuses: messageStatusBadges,
  value: (thread) => thread.status,
  width: '11%',
};

const inboxColumns: readonly DataTableColumn<MessageThreadRow>[] = [
  subjectColumn,
  { id: 'resident', header: 'Residente', value: (thread) => thread.resident?.name ?? '', width: '18%' },
  {
    id: 'apartment',
    header: 'Unidad',
    value: (thread) => thread.resident?.apartment ?? '',
    tabular: true,
    width: '13%',
  },
  categoryColumn,
  { id: 'lastAt', header: 'Último mensaje', kind: 'date', value: (thread) => dayOf(thread.lastAt), width: '13%' },
  statusColumn,
];

const sentColumnsOf = (
  recipients: ReadonlyMap<number, readonly MessageRecipient[]> | undefined,
): readonly DataTableColumn<MessageThreadRow>[] => [
  subjectColumn,
  {
    id: 'recipients',
    header: 'Destinatarios',
    value: (thread) => recipientsSummary(recipients?.get(thread.id)),
    sortable: false,
    width: '24%',
  },
  categoryColumn,
  { id: 'startedAt', header: 'Enviado', kind: 'date', value: (thread) => dayOf(thread.startedAt), width: '11%' },
  statusColumn,
];

/** The row's action for each status the thread can go to from the list: put away, or taken up again. */
const statusActions = {
  archivado: {
    label: 'Archivar',
    title: (thread: MessageThreadRow) => `¿Archivar la conversación «${thread.subject}»?`,
    description: (thread: MessageThreadRow) =>
      `${thread.resident ? `Con ${residentLabel(thread.resident)}. ` : ''}Queda guardada con sus mensajes, pero no se puede responder hasta que se reabra.`,
    done: (thread: MessageThreadRow) => `La conversación «${thread.subject}» quedó archivada`,
  },
  abierto: {
    label: 'Reabrir',
    title: (thread: MessageThreadRow) => `¿Reabrir la conversación «${thread.subject}»?`,
    description: () => 'Vuelve a estar abierta: se puede responder de nuevo.',
    done: (thread: MessageThreadRow) => `La conversación «${thread.subject}» quedó abierta`,
  },
} as const;

/** What the list offers a thread: archive what is not archived, reopen what is not open (messageTransitions). */
const statusMovesOf = (thread: MessageThreadRow) =>
  (['archivado', 'abierto'] as const).filter((status) => messageTransitions[thread.status].includes(status));

/**
 * /mensajes/listado: the complejo's conversations with its residents, one row per thread, in two tabs: those residents
 * started (POST /messages/inbox/findall) and those the administration started (POST /messages/send/findall). The
 * thread with the newest message comes first and unread ones stand out; a row opens its chat, and its menu archives or
 * reopens it.
 */
export function MessagesList({
  view,
  onViewChange,
  inbox,
  sent,
  recipients,
  onOpen,
  openHref,
  onStatusChange,
  tableView,
  onTableViewChange,
  ...list
}: MessagesListProps) {
  const inboxMessages = rowsOf(inbox, 'inbox');
  const sentMessages = rowsOf(sent, 'send');
  // The same arrays must reach the table until the answers change: new rows send it back to its first page.
  const inboxThreads = useMemo(() => threadsOf(inboxMessages), [inboxMessages]);
  const sentThreads = useMemo(() => threadsOf(sentMessages), [sentMessages]);
  const byThread = useMemo(() => (recipients ? recipientsByThread(recipients) : undefined), [recipients]);
  const columns = useMemo(() => (view === 'recibidos' ? inboxColumns : sentColumnsOf(byThread)), [view, byThread]);
  const source = view === 'recibidos' ? inbox : sent;
  const threads = view === 'recibidos' ? inboxThreads : sentThreads;
  const state: ListState<'threads', MessageThreadRow> =
    source.status === 'ready' ? { status: 'ready', threads } : source;
  const unreadThreads = inboxThreads.filter((thread) => thread.unread > 0).length;
  const caption = view === 'recibidos' ? 'Mensajes recibidos' : 'Mensajes enviados';
  const actions = useRowActions<MessageThreadRow>({
    returnFocusTo: (thread) => rowActionsButton(threadRowLabel(thread)),
  });

  const rowActions = (thread: MessageThreadRow) =>
    onStatusChange
      ? statusMovesOf(thread).map((status) => {
          const action = statusActions[status];
          return {
            label: action.label,
            onSelect: () =>
              actions.ask(thread, {
                title: action.title(thread),
                description: action.description(thread),
                confirmLabel: action.label,
                tone: 'primary',
                done: action.done(thread),
                run: () => onStatusChange(thread, status),
              }),
          };
        })
      : [];

  return (
    <ListScreen
      {...list}
      state={state}
      onView={onOpen}
      viewHref={openHref}
      view={tableView}
      onViewChange={onTableViewChange}
      field="threads"
      title="Mensajes"
      description="Las conversaciones de la administración con los residentes del complejo."
      createLabel="Nuevo mensaje"
      notice={actions.notice}
      filters={
        <Tabs
          label="Mensajes"
          value={view}
          onValueChange={(next) => onViewChange(next as MessagesView)}
          items={messagesViews.map((value) => ({
            value,
            label: viewLabels[value],
            // How many conversations wait to be read, once the inbox is known.
            count: value === 'recibidos' && unreadThreads > 0 ? unreadThreads : undefined,
            content: <p className={styles.viewNote}>{viewNotes[value]}</p>,
          }))}
        />
      }
      empty={messagesEmpty[view]}
      columns={columns}
      getRowLabel={threadRowLabel}
      rowActions={rowActions}
      table={{
        caption,
        searchPlaceholder:
          view === 'recibidos' ? 'Buscar por asunto, residente o unidad' : 'Buscar por asunto o destinatario',
        filters: [
          { columnId: 'category', label: 'Categoría', allLabel: 'Todas las categorías' },
          { columnId: 'status', label: 'Estado', allLabel: 'Todos los estados' },
        ],
      }}
    >
      {actions.dialog}
    </ListScreen>
  );
}
