import { z } from 'zod';
import { isNotificationTypeId } from '../constants/notifications';
import { body } from './fields';

/** Clears the signed-in user's notifications of one type (the badge of that menu entry). */
export const notificationsDeleteSchema = body({
  typeId: z
    .number({ error: 'Indique el tipo de aviso.' })
    .int('El tipo de aviso no es válido.')
    .refine(isNotificationTypeId, 'El tipo de aviso no es válido.'),
});

export type NotificationsDelete = z.input<typeof notificationsDeleteSchema>;
