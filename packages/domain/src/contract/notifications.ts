import { z } from 'zod';
import { notificationsDeleteSchema } from '../entities/notification';
import { defineCall, okAnswer } from './define';

export const notificationsContract = {
  /** The client first calls this, then subtracts `deleted` from the badge of that type (SPEC §4). */
  delete: defineCall({
    name: 'notifications.delete',
    method: 'POST',
    path: '/notifications/admin/delete',
    public: false,
    request: notificationsDeleteSchema,
    response: okAnswer({ deleted: z.number().int() }),
  }),
};
