import {
  formatDate,
  groupThousands,
  type Message,
  type MessageRecipient,
  type MessageStatus,
} from '@horizontal/domain';
import { dayOf } from './labels';

/** A resident who wrote in a thread, as the inbox names them: «Álvaro Rodríguez», «Torre A · 502». */
export type ThreadResident = { name: string; apartment: string | null };

/** One row of the inbox or of the sent messages: a whole thread, as its messages tell it. */
export type MessageThreadRow = {
  /** The first message's id: the thread's id in every call (detail, status, reply's messageParentId). */
  id: number;
  subject: string;
  category: string | null;
  status: MessageStatus;
  /** Who started it: a resident (inbox) or someone of the administration (sent). */
  starter: Message['sender'];
  /** The first resident who wrote in it, with their unit; null while no resident has. */
  resident: ThreadResident | null;
  startedAt: string;
  /** The newest message: its moment and its id, which orders the threads (SPEC §3). */
  lastAt: string;
  lastId: number;
  messages: number;
  /** Messages the signed-in user has not opened yet. */
  unread: number;
};

/** A reply points at the first message of its thread; the first message has no parent. */
export const rootOf = (message: Pick<Message, 'id' | 'messageParentId'>) => message.messageParentId ?? message.id;

const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;

/**
 * The threads of an inbox or sent answer, which carries every message of each thread: one row each, the thread
 * whose newest message is newest first ("inbox groups messages by thread and orders threads by their highest
 * message id", SPEC §3). A thread whose first message did not come is named by its oldest one that did.
 */
export const threadsOf = (messages: readonly Message[]): MessageThreadRow[] => {
  const groups = new Map<number, Message[]>();
  for (const message of messages) {
    const key = rootOf(message);
    const group = groups.get(key);
    if (group) group.push(message);
    else groups.set(key, [message]);
  }
  return [...groups]
    .map(([id, group]): MessageThreadRow => {
      const ordered = [...group].sort(byId);
      const first = ordered[0]!;
      const last = ordered[ordered.length - 1]!;
      const resident = ordered.find((message) => message.sender.kind === 'residente');
      return {
        id,
        subject: first.subject,
        category: first.category,
        status: first.status,
        starter: first.sender,
        resident: resident ? { name: resident.sender.name, apartment: resident.apartment } : null,
        startedAt: first.sentAt,
        lastAt: last.sentAt,
        lastId: last.id,
        messages: ordered.length,
        unread: ordered.filter((message) => !message.read).length,
      };
    })
    .sort((a, b) => b.lastId - a.lastId);
};

/** The thread's messages oldest first, as the chat shows them (SPEC §3: ordered by message id). */
export const oldestFirst = (messages: readonly Message[]): Message[] => [...messages].sort(byId);

/** «Álvaro Rodríguez (Torre A · 502)», or the name alone when the unit is not known. */
export const residentLabel = ({ name, apartment }: ThreadResident) => (apartment ? `${name} (${apartment})` : name);

/**
 * How a thread is named in its row's menu and its dialogs: subjects repeat («Consulta»), with whom or from which
 * day they do not.
 */
export const threadRowLabel = (thread: MessageThreadRow) =>
  thread.starter.kind === 'residente' && thread.resident
    ? `Conversación «${thread.subject}» con ${residentLabel(thread.resident)}`
    : `Conversación «${thread.subject}» del ${formatDate(dayOf(thread.startedAt))}`;

const count = (amount: number, one: string, many: string) =>
  `${groupThousands(String(amount))} ${amount === 1 ? one : many}`;

/**
 * Who a message of the administration went to, in a few words: the one person, or how many residents and colleagues
 * and how many of them read it. '' while its recipients are not known.
 */
export const recipientsSummary = (recipients: readonly MessageRecipient[] | undefined): string => {
  if (recipients === undefined) return '';
  if (recipients.length === 0) return 'Sin destinatarios';
  if (recipients.length === 1) return residentLabel(recipients[0]!);
  const residents = recipients.filter((recipient) => recipient.residentId !== null).length;
  const staff = recipients.length - residents;
  const who = [
    residents > 0 ? count(residents, 'residente', 'residentes') : '',
    staff > 0 ? count(staff, 'persona del personal', 'personas del personal') : '',
  ]
    .filter(Boolean)
    .join(' y ');
  const read = recipients.filter((recipient) => recipient.status === 'leido').length;
  const readers = read === 0 ? 'ninguno lo leyó' : count(read, 'lo leyó', 'lo leyeron');
  return `${who}, ${readers}`;
};

/** The recipients of each thread, by the thread's id (they belong to its first message). */
export const recipientsByThread = (recipients: readonly MessageRecipient[]) => {
  const byThread = new Map<number, MessageRecipient[]>();
  for (const recipient of recipients) {
    const list = byThread.get(recipient.messageId);
    if (list) list.push(recipient);
    else byThread.set(recipient.messageId, [recipient]);
  }
  return byThread;
};
