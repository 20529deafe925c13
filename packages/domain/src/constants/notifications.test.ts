import { describe, expect, it } from 'vitest';
import { isNotificationTypeId, NOTIFICATION_TYPE_ID, NOTIFICATION_TYPES, notificationTypeName } from './notifications';

describe('notification types', () => {
  it('has the ids of SPEC §9', () => {
    expect(NOTIFICATION_TYPE_ID).toEqual({ building: 1, payment: 2, message: 3, assembly: 6, license: 8, none: -1 });
    expect(NOTIFICATION_TYPES.map((type) => [type.id, type.key])).toEqual(
      Object.entries(NOTIFICATION_TYPE_ID).map(([key, id]) => [id, key]),
    );
  });

  it('names each type in Spanish', () => {
    expect(notificationTypeName(1)).toBe('Reservas');
    expect(notificationTypeName(2)).toBe('Gastos comunes');
    expect(notificationTypeName(3)).toBe('Mensajes');
    expect(notificationTypeName(6)).toBe('Asambleas');
    expect(notificationTypeName(8)).toBe('Licencias');
    expect(notificationTypeName(-1)).toBe('Sin tipo');
    expect(notificationTypeName(4)).toBe('Sin tipo');
  });

  it('recognises the known ids only', () => {
    expect([1, 2, 3, 6, 8, -1].every(isNotificationTypeId)).toBe(true);
    expect([0, 4, 5, 7, 9].some(isNotificationTypeId)).toBe(false);
  });
});
