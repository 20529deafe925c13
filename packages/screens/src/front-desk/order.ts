import type { Report, Shipment, Visit, VisitStatus } from '@horizontal/domain';

/*
 * The order of the desk's lists: what the porter has to act on now comes first. Each returns a new array and leaves
 * the one it was given as it was (the app's cache).
 */

const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;

/** Parcels still waiting at the desk first, the oldest first (it has waited longest); then the rest, newest first. */
export const waitingFirst = (shipments: readonly Shipment[]): Shipment[] => {
  const waiting = shipments.filter((shipment) => shipment.status === 'recibida');
  const rest = shipments.filter((shipment) => shipment.status !== 'recibida');
  return [
    ...waiting.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt) || byId(a, b)),
    ...rest.sort((a, b) => b.receivedAt.localeCompare(a.receivedAt) || byId(a, b)),
  ];
};

/** Today: who is still expected, then who is inside, then who left or was called off. */
const todayRank: Readonly<Record<VisitStatus, number>> = { esperada: 0, ingresada: 1, finalizada: 2, cancelada: 3 };

/** The hour a visit is placed at: the one it was expected at, or the one it came in. */
const hourOf = (visit: Visit) => visit.expectedTime ?? visit.entryTime ?? '';

/** Hours without a value go after those with one. */
const byHour = (a: Visit, b: Visit) => {
  const [first, second] = [hourOf(a), hourOf(b)];
  if (first === second) return 0;
  if (first === '') return 1;
  if (second === '') return -1;
  return first.localeCompare(second);
};

/**
 * Today's visits first (those still expected by the hour they are expected, then those inside, then the rest), then
 * the next days soonest first, then the days gone by, the most recent first.
 */
export const todayFirst = (visits: readonly Visit[], today: string): Visit[] => {
  const todays = visits.filter((visit) => visit.date === today);
  const ahead = visits.filter((visit) => visit.date > today);
  const past = visits.filter((visit) => visit.date < today);
  return [
    ...todays.sort((a, b) => todayRank[a.status] - todayRank[b.status] || byHour(a, b) || byId(a, b)),
    ...ahead.sort((a, b) => a.date.localeCompare(b.date) || byHour(a, b) || byId(a, b)),
    ...past.sort((a, b) => b.date.localeCompare(a.date) || byHour(b, a) || byId(a, b)),
  ];
};

/** Reports still to deal with (open or under way) first, each group newest first. */
export const pendingFirst = (reports: readonly Report[]): Report[] => {
  const pending = (report: Report) => report.status === 'abierto' || report.status === 'en_proceso';
  const newest = (a: Report, b: Report) => b.date.localeCompare(a.date) || byId(b, a);
  return [...reports.filter(pending).sort(newest), ...reports.filter((report) => !pending(report)).sort(newest)];
};
