import { NOTIFICATION_TYPE_ID } from '../constants/notifications';
import type { Notification } from '../entities/session';
import { formatDate, parseIsoDate } from '../formatters/date';
import { unitLabel } from '../formatters/unit-label';
import type { DemoCalendar } from './calendar';
import type { DemoMessage } from './messaging';
import { administratorOf } from './people';
import type { DemoPersonnelData } from './personnel';
import type { DemoReserve } from './reservations';
import type { DemoBase } from './types';

/** A notification waiting in a demo login's bell: `userId` is the demo user it is for. */
export type DemoNotification = Notification & { userId: number };

/** The complejo whose administrator the demo notifies: Parque Batlle, where every module has activity. */
const NOTIFIED_BUILDING = 1;

const dayOf = (isoDate: string) => {
  const parsed = parseIsoDate(isoDate);
  if (!parsed.ok) throw new Error(`La fecha ${isoDate} de la demostración no es válida.`);
  return formatDate(parsed.value);
};

/**
 * What Parque Batlle's administrator finds in the bell on signing in: one unread notification of each kind the menu
 * counts in a badge (a new reserve, a resident's message, a license to approve), each naming a row of the
 * demo, so that the bell, the badges and the lists tell the same story.
 */
export const layoutNotifications = (
  base: DemoBase,
  calendar: DemoCalendar,
  activity: { reserves: readonly DemoReserve[]; messages: readonly DemoMessage[]; personnel: DemoPersonnelData },
): DemoNotification[] => {
  const userId = administratorOf(base, NOTIFIED_BUILDING).id;
  const unitOf = (apartmentId: number) => {
    const unit = base.apartments.find((apartment) => apartment.id === apartmentId)!;
    const tower = base.towers.find((candidate) => candidate.id === unit.towerId);
    return unitLabel({ tower: tower?.name ?? null, number: unit.number });
  };
  const newest = <Row>(rows: readonly Row[], moment: (row: Row) => string) =>
    rows.reduce<Row | undefined>((latest, row) => (latest && moment(latest) >= moment(row) ? latest : row), undefined);

  const now = calendar.moment(calendar.today, '12:00');
  // The newest reserve booked by today that still stands: the one whose notification has not been read yet.
  const reserve = newest(
    activity.reserves.filter(
      (row) =>
        row.buildingId === NOTIFIED_BUILDING &&
        row.createdAt <= now &&
        (row.status === 'pendiente' || row.status === 'confirmada'),
    ),
    (row) => row.createdAt,
  );
  const message = newest(
    activity.messages.filter(
      (row) => row.buildingId === NOTIFIED_BUILDING && row.messageParentId === null && row.apartmentId !== null,
    ),
    (row) => row.sentAt,
  );
  const license = newest(
    activity.personnel.licenses.filter((row) => row.buildingId === NOTIFIED_BUILDING && row.status === 'pendiente'),
    (row) => row.startDate,
  );
  const notifications: Omit<DemoNotification, 'id'>[] = [];
  if (reserve) {
    const area = base.commonAreas.find((candidate) => candidate.id === reserve.commonAreaId)!;
    notifications.push({
      userId,
      date: reserve.createdAt,
      title: 'Nueva reserva',
      text: `${unitOf(reserve.apartmentId)} reservó «${area.name}» para el ${dayOf(reserve.date)}.`,
      typeId: NOTIFICATION_TYPE_ID.building,
    });
  }
  if (message?.apartmentId) {
    notifications.push({
      userId,
      date: message.sentAt,
      title: 'Mensaje nuevo',
      text: `${unitOf(message.apartmentId)}: ${message.subject}.`,
      typeId: NOTIFICATION_TYPE_ID.message,
    });
  }
  if (license) {
    const person = activity.personnel.personnel.find((candidate) => candidate.id === license.personnelId)!;
    const type = activity.personnel.licenseTypes.find((candidate) => candidate.id === license.licenseTypeId)!;
    notifications.push({
      userId,
      date: calendar.moment(calendar.fromToday(-1), '15:40'),
      title: 'Licencia pendiente',
      text: `${person.name} ${person.lastName} pidió ${type.name.toLowerCase()} desde el ${dayOf(license.startDate)}.`,
      typeId: NOTIFICATION_TYPE_ID.license,
    });
  }
  return notifications.map((notification, index) => ({ id: index + 1, ...notification }));
};
