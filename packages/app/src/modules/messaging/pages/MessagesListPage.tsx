import { contract, type MessageRecipient } from '@horizontal/domain';
import { MessagesList, type MessagesView, type MessageThreadRow } from '@horizontal/screens';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../api';
import { useListView } from '../../../data/list-view';
import { useListWrites } from '../../../data/lists';
import { remoteOf, retryFailed } from '../../../data/remote';
import { useSheetOwners, useWorkScope } from '../../../pages/work-scope';
import { useCan } from '../../../session/useCan';
import { messagingQueries, messagingScope } from '../queries';
import { chatPath, newMessagePath } from './paths';

/** «Enviados» is `?vista=enviados`; «Recibidos», the tab the list opens on, is left out of the address. */
const viewOf = (params: URLSearchParams): MessagesView =>
  params.get('vista') === 'enviados' ? 'enviados' : 'recibidos';

/** The first message of each thread the administration sent: its recipients belong to it. */
const sentRoots = (sent: readonly { id: number; messageParentId: number | null }[] | undefined) =>
  (sent ?? []).filter((message) => message.messageParentId === null).map((message) => message.id);

/**
 * The recipients of every sent thread answered so far, in one list: the same array until an answer changes (the
 * combination is shared structurally), so the table keeps its page.
 */
const allRecipients = (answers: readonly { data?: { recipients: MessageRecipient[] } }[]): MessageRecipient[] =>
  answers.flatMap((answer) => answer.data?.recipients ?? []);

/**
 * /mensajes/listado: Recibidos (POST /messages/inbox/findall) and Enviados (POST /messages/send/findall), one row per
 * thread; the sent threads' recipients (POST /messages/recipients/findall, one per thread); archiving and reopening a
 * thread from its row (POST /messages/status/change); a row opens its chat, /mensajes/chat?id=<first message id>.
 */
export default function MessagesListPage() {
  const listView = useListView();
  const sheetOwner = useSheetOwners().complejo;
  const navigate = useNavigate();
  const can = useCan();
  const { buildingId } = useWorkScope();
  const [params, setParams] = useSearchParams();
  const view = viewOf(params);
  // Both tabs are read: «Recibidos» says how many threads wait to be read whichever tab is shown.
  const inbox = useQuery(messagingQueries.inbox(buildingId));
  const sent = useQuery(messagingQueries.sent(buildingId));
  const shown = view === 'recibidos' ? messagingQueries.inbox(buildingId) : messagingQueries.sent(buildingId);
  // A status is every message's of the thread: the first one takes the server's answer in place, and the rest of
  // the messaging (the other tab, the thread's chat) is read again when next shown.
  const writes = useListWrites(shown, messagingScope(buildingId));
  const roots = view === 'enviados' ? sentRoots(sent.data?.send) : [];
  const recipients = useQueries({
    queries: roots.map((messageId) => messagingQueries.recipients(buildingId, messageId)),
    combine: allRecipients,
  });
  const open = (thread: MessageThreadRow) => navigate(chatPath(thread.id));
  return (
    <MessagesList
      tableView={listView.view}
      onTableViewChange={listView.onViewChange}
      view={view}
      onViewChange={(next) =>
        setParams((current) => {
          const changed = new URLSearchParams(current);
          if (next === 'enviados') changed.set('vista', next);
          else changed.delete('vista');
          return changed;
        })
      }
      inbox={remoteOf(inbox)}
      sent={remoteOf(sent)}
      recipients={view === 'enviados' ? recipients : undefined}
      sheetOwner={sheetOwner}
      onRetry={() => retryFailed(inbox, sent)}
      onCreate={can(contract.messages.create) ? () => navigate(newMessagePath) : undefined}
      onOpen={open}
      openHref={(thread) => chatPath(thread.id)}
      onStatusChange={
        can(contract.messages.status)
          ? (thread, status) => writes.replaced(api.messages.status({ id: thread.id, status }), 'updated')
          : undefined
      }
    />
  );
}
