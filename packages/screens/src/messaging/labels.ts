import {
  type CalendarDate,
  type ClockTime,
  type MessageStatus,
  messageStatusLabels,
  montevideoClock,
  montevideoToday,
  parseIsoDate,
  parseTime,
} from '@horizontal/domain';
import type { StatusDefinition } from '@horizontal/ui';

/*
 * What the messaging screens all say about a thread. Here, not beside the list: the chat that imported it from the
 * list would load the list's table with it.
 */

/** Open is what waits for an answer; closed was answered; archived is put away (and takes no reply). */
export const messageStatusBadges: Readonly<Record<MessageStatus, StatusDefinition>> = {
  abierto: { label: messageStatusLabels.abierto, tone: 'info' },
  cerrado: { label: messageStatusLabels.cerrado, tone: 'success' },
  archivado: { label: messageStatusLabels.archivado, tone: 'neutral' },
};

/**
 * The day a Montevideo calendar reads at a moment the server sent (`sentAt`): a reply written at 22:30 is of that
 * day, not of the next one in UTC.
 */
export const dayOf = (moment: string): CalendarDate => {
  const parsed = parseIsoDate(montevideoToday(new Date(moment)));
  if (!parsed.ok) throw new RangeError(`dayOf: «${moment}» no es un momento.`);
  return parsed.value;
};

/** What a Montevideo clock reads at a moment the server sent. */
export const clockOf = (moment: string): ClockTime => {
  const parsed = parseTime(montevideoClock(new Date(moment)));
  if (!parsed.ok) throw new RangeError(`clockOf: «${moment}» no es un momento.`);
  return parsed.value;
};

/** A thread with no category is still listed and filtered: it says so. */
export const categoryLabel = (category: string | null) => category ?? 'Sin categoría';
