import { NOTIFICATION_TYPE_ID, notificationTypeName } from '@horizontal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notifyWithChange } from '../../core/notify';
import { staffReaching } from '../../core/repositories/staff.repository';
import type { Queryable } from '../../db/client';

/**
 * A new assembly or voting told to the complejo's staff who work Asambleas (type 6: its badge and a toast), stored
 * with the change and pushed once it is committed; the one who made it needs no notice.
 */
export const tellAssemblyStaff = async (
  app: FastifyInstance,
  tx: Queryable,
  request: FastifyRequest,
  building: { id: number; companyId: number },
  authorId: number,
  text: string,
) => {
  const userIds = await staffReaching(tx, building, '/asambleas', { except: authorId });
  await notifyWithChange(app, tx, request, userIds, {
    typeId: NOTIFICATION_TYPE_ID.assembly,
    title: notificationTypeName(NOTIFICATION_TYPE_ID.assembly),
    text,
  });
};
