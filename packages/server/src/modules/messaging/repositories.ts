import { createBuildingsRepository } from '../../core/repositories/buildings.repository';
import { createNotificationsRepository } from '../../core/repositories/notifications.repository';
import type { Database } from '../../db/client';
import { createMessagesRepository } from './messages.repository';
import { createRecipientsRepository } from './recipients.repository';

export const createMessagingRepositories = (db: Database) => ({
  messages: createMessagesRepository(db),
  recipients: createRecipientsRepository(db),
  notifications: createNotificationsRepository(db),
  buildings: createBuildingsRepository(db),
});

export type MessagingRepositories = ReturnType<typeof createMessagingRepositories>;
