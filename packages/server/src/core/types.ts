import type { ServerConfig } from '../config/server-config';
import type { Database, DatabaseHandle } from '../db/client';
import type { Role, Session, User } from '../db/schema';
import type { JobQueue } from '../lib/jobs/job-queue';
import type { Mailer } from '../lib/mail/mailer';
import type { Outbox } from '../lib/mail/outbox';
import type { Push } from '../lib/push/push';
import type { RateLimiter } from '../lib/rate-limiter';
import type { LocalStorage, Storage } from '../lib/storage';
import type { AfterAnswer } from './after-answer';
import type { AuthCache } from './auth/auth-cache';
import type { SessionsRepository } from './auth/sessions';
import type { AnswerCache } from './calls/answer-cache';
import type { RecordFinders } from './history/record-history';
import type { Scope } from './tenant/scope';

export type Auth = { user: User; session: Session; role: Role; buildingIds: number[]; scope: Scope };

/** What core puts on the root instance; a module's own repositories stay in its module. */
declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Database;
    database: DatabaseHandle;
    /** Every call with a session goes through it, whichever module serves the call. */
    sessions: SessionsRepository;
    /** Sessions and profiles' grants, kept briefly by each instance and dropped at every change. */
    authCache: AuthCache;
    /** The answers of GET calls, kept by each instance until the data changes. */
    answerCache: AnswerCache;
    /** Work a call runs only after its answer has left. */
    afterAnswer: AfterAnswer;
    mailer: Mailer;
    /** Every e-mail leaves through it: queued in the change's transaction, delivered after the commit. */
    outbox: Outbox;
    storage: Storage;
    /** Background work (a period's statements): pg-boss on PostgreSQL, this process on the embedded database. */
    jobs: JobQueue;
    /** The disk standing in for a bucket when none is configured; its routes live in the files module. */
    localStorage: LocalStorage | null;
    push: Push;
    limiter: RateLimiter;
    /** Names of the contract calls mounted (a test proves none is missing). */
    registeredCalls: Set<string>;
    /** How each module finds its records with a detail, for their history (history.record). */
    recordFinders: RecordFinders;
  }
  interface FastifyRequest {
    auth: Auth | null;
  }
}
