import { type CalendarDate, formatDate } from '@horizontal/domain';
import { createContext } from 'react';

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

/**
 * Whose records the app is showing (the selected complejo, or the administradora), for a printed detail's heading:
 * a detail takes no owner prop of its own, so the app sets it once around its pages.
 */
export const PrintOwner = createContext<string | undefined>(undefined);
