import { type CalendarDate, formatDate } from '@horizontal/domain';

/** The day of a moment on this computer's calendar, as the person reads it on their screen. */
export const dayOf = (moment: Date): CalendarDate => ({
  year: moment.getFullYear(),
  month: moment.getMonth() + 1,
  day: moment.getDate(),
});

/**
 * What a printed page says under its title: whose it is and of which day («Complejo Parque Batlle · Impreso el
 * 24/11/2026»), so that a sheet on a desk still says which complejo and how current it is.
 */
export const printNote = (owner: string | undefined, today: Date): string =>
  [owner?.trim(), `Impreso el ${formatDate(dayOf(today))}`].filter(Boolean).join(' · ');
