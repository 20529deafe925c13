import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

type Task = () => Promise<void>;

/**
 * Work a call leaves for after its answer has left, so that how long the answer takes tells nothing about that
 * work (POST /auth/forgot answers a known and an unknown e-mail alike, then looks it up). Tracked, so that closing
 * the server, and a test, can wait for it; a failure is logged, never thrown at anyone.
 */
export const createAfterAnswer = (log: FastifyBaseLogger) => {
  const waiting = new WeakMap<FastifyRequest, Task[]>();
  const running = new Set<Promise<void>>();

  return {
    /** Runs `task` once the request's answer has been sent. */
    add: (request: FastifyRequest, task: Task) => {
      waiting.set(request, [...(waiting.get(request) ?? []), task]);
    },

    /** For the onResponse hook: starts what the request left. */
    start: (request: FastifyRequest) => {
      for (const task of waiting.get(request) ?? []) {
        const run: Promise<void> = task()
          .catch((error: unknown) => log.error({ err: error }, 'Falló una tarea posterior a la respuesta'))
          .finally(() => running.delete(run));
        running.add(run);
      }
      waiting.delete(request);
    },

    /** Resolves when nothing started is still running. */
    settled: async () => {
      while (running.size > 0) await Promise.all(running);
    },
  };
};

export type AfterAnswer = ReturnType<typeof createAfterAnswer>;
