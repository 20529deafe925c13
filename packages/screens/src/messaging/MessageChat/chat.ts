import type { Message } from '@horizontal/domain';
import type { ThreadMessage } from '@horizontal/ui';
import { clockOf, dayOf } from '../labels';
import { oldestFirst } from '../threads';

/** As messageCreateSchema's text: a reply longer than that would be refused. */
export const REPLY_MAX = 5000;

/**
 * The thread as the kit's MessageThread draws it, oldest first: each message by its sender, on a Montevideo calendar
 * and clock, those of the signed-in user as their own and those not opened before as unread. The text goes as it was
 * written: MessageThread renders it as text, never as markup.
 */
export const threadMessagesOf = (messages: readonly Message[], userId: number): ThreadMessage[] =>
  oldestFirst(messages).map((message) => ({
    id: message.id,
    author:
      message.sender.kind === 'residente' && message.apartment
        ? `${message.sender.name} (${message.apartment})`
        : message.sender.name,
    body: message.text,
    date: dayOf(message.sentAt),
    time: clockOf(message.sentAt),
    own: message.sender.kind === 'administracion' && message.sender.id === userId,
    unread: !message.read,
  }));
