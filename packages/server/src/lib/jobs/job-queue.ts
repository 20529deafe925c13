import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';

/**
 * Background work named by a row's id. What a job does must be safe to run twice, or on two instances at once (its
 * handler claims its own rows): the queue only decides when and where it runs, and runs it again after a failure.
 */
export type JobQueue = {
  kind: 'pg-boss' | 'in-process';
  /** Runs `handler` for the jobs sent to `queue` (on whichever instance takes each one). */
  work: (queue: string, handler: (id: number) => Promise<void>) => Promise<void>;
  send: (queue: string, id: number) => Promise<void>;
  /** True once the server is stopping: a long job stops between two steps, and the next start goes on with it. */
  stopping: () => boolean;
  stop: () => Promise<void>;
};

type Log = Pick<FastifyBaseLogger, 'warn' | 'info'>;

/** Tries after a failure: then the job's rows say what is left, and a restart or the next send goes on with them. */
const TRIES = 3;
const RETRY_DELAY_SECONDS = 5;

/** The embedded database has one process: its jobs run here, one at a time per queue, retried on failure. */
export const createInProcessQueue = (log: Log): JobQueue => {
  const handlers = new Map<string, (id: number) => Promise<void>>();
  const running = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  const run = (queue: string, id: number, tries: number) => {
    const handler = handlers.get(queue);
    if (!handler || stopped) return;
    const work = handler(id)
      .catch((error: unknown) => {
        log.warn({ queue, id, failure: error instanceof Error ? error.name : 'Error' }, 'un trabajo falló');
        if (tries + 1 >= TRIES || stopped) return;
        const timer = setTimeout(() => {
          timers.delete(timer);
          run(queue, id, tries + 1);
        }, RETRY_DELAY_SECONDS * 1_000);
        timer.unref();
        timers.add(timer);
      })
      .finally(() => running.delete(work));
    running.add(work);
  };

  return {
    kind: 'in-process',
    work: async (queue, handler) => {
      handlers.set(queue, handler);
    },
    send: async (queue, id) => {
      setImmediate(() => run(queue, id, 0));
    },
    stopping: () => stopped,
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.allSettled([...running]);
    },
  };
};

/**
 * pg-boss on the PostgreSQL server (its own schema, `pgboss`): a job sent by one instance is taken by whichever
 * instance polls first; one whose instance died is taken again when its expiry passes.
 */
export const createPgBossQueue = async (connectionString: string, log: Log): Promise<JobQueue> => {
  const boss = new PgBoss({
    connectionString,
    schema: 'pgboss',
    max: 3,
    application_name: 'horizontal-jobs',
    schedule: false,
    // Looks for expired jobs (an instance killed mid-job) every half minute.
    maintenanceIntervalSeconds: 30,
  });
  boss.on('error', (error: Error) => log.warn({ failure: error.name }, 'la cola de trabajos tuvo un error'));
  await boss.start();
  let stopped = false;
  return {
    kind: 'pg-boss',
    work: async (queue, handler) => {
      await boss.createQueue(queue);
      await boss.work<{ id: number }>(queue, { pollingIntervalSeconds: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data.id);
      });
    },
    send: async (queue, id) => {
      await boss.send(queue, { id }, { retryLimit: TRIES - 1, retryDelay: RETRY_DELAY_SECONDS, expireInSeconds: 600 });
    },
    stopping: () => stopped,
    stop: async () => {
      stopped = true;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
};

export const createJobQueue = (config: { jobQueue: 'pg-boss' | 'in-process'; databaseUrl?: string }, log: Log) =>
  config.jobQueue === 'pg-boss' && config.databaseUrl
    ? createPgBossQueue(config.databaseUrl, log)
    : Promise.resolve(createInProcessQueue(log));
