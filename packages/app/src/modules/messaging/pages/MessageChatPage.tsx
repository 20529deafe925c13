import { codeModule, contract, messagingMessages } from '@horizontal/domain';
import { MessageChat, type MessageChatState } from '@horizontal/screens';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { type Answer, Refusal, remoteOf } from '../../../data/remote';
import { useLeaveGuard } from '../../../navigation/LeaveGuard';
import { noRecordChosen, useScreenMode } from '../../../pages/screen-mode';
import { useWorkScope } from '../../../pages/work-scope';
import { useSession, useSignedInUser } from '../../../session/SessionProvider';
import { useCan } from '../../../session/useCan';
import { messagingQueries, messagingScope } from '../queries';
import { listPath } from './paths';

/** Mensajería's notification type (SPEC §4: 3, a message). */
const messageType = codeModule('messaging')?.notificationTypeId;

/**
 * /mensajes/chat?id=<the thread's first message id>: the thread (POST /messages/detail, which marks it read for
 * whoever opens it), a reply (POST /messages/admin/create with the thread as messageParentId) and, on an archived
 * thread, «Reabrir conversación» (POST /messages/status/change). Opening a thread clears the Mensajería badge: the
 * session deletes the user's message notifications on the server first, then drops them here.
 */
export default function MessageChatPage() {
  const navigate = useNavigate();
  const can = useCan();
  const user = useSignedInUser();
  const { notifications, clearNotifications } = useSession();
  const leave = useLeaveGuard();
  const client = useQueryClient();
  const { buildingId } = useWorkScope();
  const { id } = useScreenMode();
  const thread = useQuery({ ...messagingQueries.thread(buildingId, id ?? 0), enabled: id !== null });
  const opened = thread.isSuccess;

  // Opened, the thread's messages are read: the lists and the tile count them again when next shown.
  useEffect(() => {
    if (opened) void client.invalidateQueries({ queryKey: messagingScope(buildingId), refetchType: 'none' });
  }, [opened, client, buildingId]);
  const pending =
    messageType !== undefined && notifications.some((notification) => notification.typeId === messageType);
  useEffect(() => {
    if (opened && pending && messageType !== undefined) void clearNotifications(messageType);
  }, [opened, pending, clearNotifications]);

  /** After a reply or a status change: the thread and the lists are read again. */
  const refreshed = async <A extends Answer>(change: Promise<A>) => {
    const answer = await change;
    if (answer.ok) await client.invalidateQueries({ queryKey: messagingScope(buildingId) });
    return answer;
  };

  const remote = remoteOf(thread);
  const state: MessageChatState =
    id === null
      ? { status: 'missing', message: noRecordChosen }
      : remote.status === 'error' && thread.error instanceof Refusal && remote.message === messagingMessages.notFound
        ? { status: 'missing', message: remote.message }
        : remote;
  return (
    <MessageChat
      state={state}
      userId={user.id}
      onRetry={() => void thread.refetch()}
      onBack={() => navigate(listPath)}
      onReply={
        id !== null && can(contract.messages.create)
          ? (text) => refreshed(api.messages.create({ buildingId, messageParentId: id, text }))
          : undefined
      }
      onReopen={
        id !== null && can(contract.messages.status)
          ? () => refreshed(api.messages.status({ id, status: 'abierto' }))
          : undefined
      }
      onDirtyChange={leave.reportDirty}
    />
  );
}
