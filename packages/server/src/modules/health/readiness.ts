import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { mailOutbox } from '../../db/schema';

/** How long the readiness call waits for the database before calling it unreachable. */
const DATABASE_WAIT_MS = 2_000;

export type Readiness = {
  ready: boolean;
  database: 'disponible' | 'no disponible';
  /** Whether this instance hears the others' notifications (pushes, session changes). */
  listener: 'escuchando' | 'reconectando';
  /** E-mails waiting to leave, and how long the oldest has waited; null when the database cannot say. */
  mailBacklog: { pending: number; oldestSeconds: number } | null;
};

const withinWait = <T>(work: Promise<T>): Promise<T> =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('sin respuesta')), DATABASE_WAIT_MS).unref()),
  ]);

/**
 * What a load balancer or a monitor needs to know about this instance. Ready means it can serve calls and hear the
 * others: the database answers and the LISTEN session is up. The mail backlog is reported, not judged: mail that
 * waits for a remote server is no reason to take the instance out of service.
 */
export const readinessOf = async (handle: DatabaseHandle): Promise<Readiness> => {
  const listener = handle.listening() ? 'escuchando' : 'reconectando';
  try {
    const [backlog] = await withinWait(
      handle.db
        .select({
          pending: sql<number>`count(*)::int`,
          oldestSeconds: sql<number>`coalesce(extract(epoch from now() - min(${mailOutbox.createdAt})), 0)::int`,
        })
        .from(mailOutbox)
        .where(sql`${mailOutbox.sentAt} is null`),
    );
    return {
      ready: listener === 'escuchando',
      database: 'disponible',
      listener,
      mailBacklog: { pending: backlog?.pending ?? 0, oldestSeconds: backlog?.oldestSeconds ?? 0 },
    };
  } catch {
    return { ready: false, database: 'no disponible', listener, mailBacklog: null };
  }
};
