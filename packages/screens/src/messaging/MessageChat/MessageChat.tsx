import { formatDate, type Message, messagingMessages } from '@horizontal/domain';
import { Button, InlineAlert, MessageComposer, MessageThread, PageHeader, StatusBadge } from '@horizontal/ui';
import { visuallyHidden } from '@horizontal/ui/theme';
import { useMemo, useRef, useState } from 'react';
import { RecordUnavailable } from '../../shared/FormScreen';
import { type ActionResult, settle, useUnsavedChanges } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import { categoryLabel, dayOf, messageStatusBadges } from '../labels';
import { type MessageThreadRow, residentLabel, threadsOf } from '../threads';
import { REPLY_MAX, threadMessagesOf } from './chat';
import * as styles from './MessageChat.css';

export type MessageChatState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** The thread does not exist or is not of the complejo (messagingMessages.notFound): the list can help, not a retry. */
  | { status: 'missing'; message: string }
  /** POST /messages/detail: the whole thread, which the server marks read for whoever opens it. */
  | { status: 'ready'; messages: readonly Message[] };

export type MessageChatProps = {
  state: MessageChatState;
  /** The signed-in user: what they wrote shows on the right, as «Usted». */
  userId: number;
  onRetry: () => void;
  /** Back to /mensajes/listado, offered when the thread does not exist. */
  onBack: () => void;
  /**
   * POST /messages/admin/create with the thread's id as messageParentId, with the text trimmed; absent when the profile
   * may not write. Once it answers ok the app loads the thread again.
   */
  onReply?: (text: string) => Promise<ActionResult>;
  /** POST /messages/status/change to «abierto», offered on an archived thread; absent when the profile may not. */
  onReopen?: () => Promise<ActionResult>;
  /** A reply typed and not sent: the app holds a navigation away, as it does for a form. */
  onDirtyChange?: (dirty: boolean) => void;
};

/** «Reclamo · Con Álvaro Rodríguez (Torre A · 502)», or who of the administration wrote first, and when. */
const aboutThread = (thread: MessageThreadRow) => {
  const who =
    thread.starter.kind === 'residente' && thread.resident
      ? `Con ${residentLabel(thread.resident)}`
      : `Enviado por ${thread.starter.name} el ${formatDate(dayOf(thread.startedAt))}`;
  return `${categoryLabel(thread.category)} · ${who}`;
};

/**
 * /mensajes/chat: one conversation with the residents, oldest message first, and below it the reply. An archived
 * thread takes no reply (the server refuses it): the composer is disabled and says how to reopen it.
 */
export function MessageChat({ state, userId, onRetry, onBack, onReply, onReopen, onDirtyChange }: MessageChatProps) {
  const messages = state.status === 'ready' ? state.messages : null;
  const thread = useMemo(() => (messages ? (threadsOf(messages)[0] ?? null) : null), [messages]);
  const lines = useMemo(() => (messages ? threadMessagesOf(messages, userId) : []), [messages, userId]);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [sentNote, setSentNote] = useState('');
  const [reopening, setReopening] = useState(false);
  const [reopenProblem, setReopenProblem] = useState<string>();
  const release = useUnsavedChanges(draft.trim() !== '', onDirtyChange);
  const composer = useRef<HTMLDivElement>(null);

  if (state.status !== 'ready') {
    return (
      <div className={layout.screen}>
        <PageHeader title="Conversación" />
        <RecordUnavailable
          status={state.status}
          loadingLabel="Cargando la conversación…"
          message={state.status === 'loading' ? undefined : state.message}
          onRetry={onRetry}
          onBack={onBack}
        />
      </div>
    );
  }

  const archived = thread?.status === 'archivado';

  const reply = async (text: string) => {
    if (!onReply) return;
    setSending(true);
    setProblem(undefined);
    setSentNote('');
    const result = await settle(() => onReply(text));
    setSending(false);
    if (!result.ok) {
      // The text stays, to send again once the problem is solved.
      setProblem(result.message);
      return;
    }
    setDraft('');
    release();
    setSentNote(result.message ?? messagingMessages.replied);
    // «Enviar» is disabled once the box is empty: the focus goes back to the box, ready for the next reply.
    composer.current?.querySelector('textarea')?.focus();
  };

  const reopen = async () => {
    if (!onReopen) return;
    setReopening(true);
    setReopenProblem(undefined);
    const result = await settle(onReopen);
    setReopening(false);
    if (!result.ok) setReopenProblem(result.message);
  };

  return (
    <div className={layout.screen}>
      <PageHeader
        title={thread?.subject ?? 'Conversación'}
        description={thread ? aboutThread(thread) : undefined}
        meta={
          thread && (
            <StatusBadge
              label={messageStatusBadges[thread.status].label}
              tone={messageStatusBadges[thread.status].tone}
            />
          )
        }
      />
      <div className={styles.chat}>
        <MessageThread subject={thread?.subject ?? 'sin mensajes'} messages={lines} />
        {archived && (
          <InlineAlert tone="warning" title="Conversación archivada">
            {messagingMessages.archived}
            {onReopen && (
              <div className={styles.alertAction}>
                <Button variant="secondary" size="sm" loading={reopening} onClick={() => void reopen()}>
                  Reabrir conversación
                </Button>
              </div>
            )}
          </InlineAlert>
        )}
        {reopenProblem && (
          <InlineAlert tone="danger" title="No se pudo reabrir la conversación">
            {reopenProblem}
          </InlineAlert>
        )}
        {onReply ? (
          <div ref={composer}>
            <MessageComposer
              value={draft}
              onChange={(text) => {
                setDraft(text);
                setProblem(undefined);
              }}
              onSend={(text) => void reply(text)}
              sending={sending}
              maxLength={REPLY_MAX}
              disabled={archived}
              error={problem}
            />
          </div>
        ) : (
          <p className={layout.note}>Su perfil permite leer las conversaciones, pero no responderlas.</p>
        )}
        <p className={visuallyHidden} role="status">
          {sentNote}
        </p>
      </div>
    </div>
  );
}
