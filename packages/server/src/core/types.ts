import type { ServerConfig } from './config';
import type { Database, DatabaseHandle } from '../db/client';
import type { Role, Session, User } from '../db/schema';
import type { Mailer } from '../lib/mail/mailer';
import type { Push } from '../lib/push/push';
import type { RateLimiter } from '../lib/rate-limiter';
import type { Storage } from '../lib/storage';
import type { Repositories } from '../repositories';
import type { Scope } from './tenant/scope';

export type Auth = { user: User; session: Session; role: Role; buildingIds: number[]; scope: Scope };

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Database;
    database: DatabaseHandle;
    repos: Repositories;
    mailer: Mailer;
    storage: Storage;
    push: Push;
    limiter: RateLimiter;
    /** Names of the contract calls mounted (a test proves none is missing). */
    registeredCalls: Set<string>;
  }
  interface FastifyRequest {
    auth: Auth | null;
  }
}
