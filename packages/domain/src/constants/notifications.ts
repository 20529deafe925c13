const NO_TYPE_NAME = 'Sin tipo';

/** SPEC §4 and §9: notification types and the badge each one feeds; -1 marks a notification with no type. */
export const NOTIFICATION_TYPES = [
  { id: 1, key: 'building', name: 'Reservas' },
  { id: 2, key: 'payment', name: 'Gastos comunes' },
  { id: 3, key: 'message', name: 'Mensajes' },
  { id: 6, key: 'assembly', name: 'Asambleas' },
  { id: 8, key: 'license', name: 'Licencias' },
  { id: -1, key: 'none', name: NO_TYPE_NAME },
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type NotificationTypeId = NotificationType['id'];
export type NotificationTypeKey = NotificationType['key'];

export const NOTIFICATION_TYPE_ID = {
  building: 1,
  payment: 2,
  message: 3,
  assembly: 6,
  license: 8,
  none: -1,
} as const satisfies { [Key in NotificationTypeKey]: Extract<NotificationType, { key: Key }>['id'] };

export const isNotificationTypeId = (id: number): id is NotificationTypeId =>
  NOTIFICATION_TYPES.some((type) => type.id === id);

/** The Spanish name of a type id; an unknown id reads as the "none" type. */
export const notificationTypeName = (id: number): string =>
  NOTIFICATION_TYPES.find((type) => type.id === id)?.name ?? NO_TYPE_NAME;
