import { type CalendarDate, type ClockTime, compareDates, formatDate, formatTime } from '@horizontal/domain';
import { Fragment, useEffect, useRef } from 'react';
import * as styles from './MessageThread.css';

export type ThreadMessage = {
  id: number;
  author: string;
  body: string;
  date: CalendarDate;
  time: ClockTime;
  /** Written by the person using the app: shown on the right. */
  own: boolean;
  unread?: boolean;
  delivery?: 'sending' | 'sent' | 'failed';
};

export type MessageThreadProps = {
  /** The subject, to name the conversation for screen readers. */
  subject: string;
  messages: readonly ThreadMessage[];
};

const deliveryText = { sending: 'Enviando…', sent: 'Enviado', failed: 'No se envió' } as const;

/**
 * A conversation in bubbles, oldest first (SPEC §3: ordered by message id), with a date line for each day
 * and a "Mensajes no leídos" line before the first unread one, where it opens.
 */
export function MessageThread({ subject, messages }: MessageThreadProps) {
  const log = useRef<HTMLDivElement>(null);
  const unreadLine = useRef<HTMLDivElement>(null);
  const ordered = [...messages].sort((a, b) => a.id - b.id);
  const firstUnread = ordered.find((message) => message.unread)?.id;
  const lastId = ordered[ordered.length - 1]?.id;

  useEffect(() => {
    const box = log.current;
    if (!box || lastId === undefined) return;
    const line = unreadLine.current;
    // Opens on the first unread message if there is one, otherwise on the latest.
    box.scrollTop = line ? line.offsetTop - box.offsetTop : box.scrollHeight;
  }, [lastId]);

  return (
    <div
      ref={log}
      className={styles.log}
      role="log"
      aria-label={`Conversación: ${subject}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the conversation scrolls, so the keyboard must reach it
      tabIndex={0}
      data-slot="message-thread"
    >
      {ordered.length === 0 && <p className={styles.empty}>Todavía no hay mensajes en esta conversación.</p>}
      {ordered.map((message, index) => {
        const previous = ordered[index - 1];
        const newDay = !previous || compareDates(previous.date, message.date) !== 0;
        const when = `${formatDate(message.date)} ${formatTime(message.time)}`;
        return (
          <Fragment key={message.id}>
            {newDay && <div className={styles.divider({ tone: 'date' })}>{formatDate(message.date)}</div>}
            {message.id === firstUnread && (
              <div ref={unreadLine} className={styles.divider({ tone: 'unread' })}>
                Mensajes no leídos
              </div>
            )}
            <article
              className={styles.message({ own: message.own })}
              aria-label={`${message.own ? 'Usted' : message.author}, ${when}${message.unread ? ', no leído' : ''}`}
            >
              <span className={styles.author}>{message.own ? 'Usted' : message.author}</span>
              <p className={styles.body}>{message.body}</p>
              <span className={styles.meta}>
                <time
                  dateTime={`${message.date.year}-${String(message.date.month).padStart(2, '0')}-${String(message.date.day).padStart(2, '0')}T${formatTime(message.time)}`}
                >
                  {formatTime(message.time)}
                </time>
                {message.own && message.delivery && (
                  <span className={message.delivery === 'failed' ? styles.failed : undefined}>
                    · {deliveryText[message.delivery]}
                  </span>
                )}
              </span>
            </article>
          </Fragment>
        );
      })}
    </div>
  );
}
