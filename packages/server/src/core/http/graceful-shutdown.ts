import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { serviceUnavailable } from '../errors/unavailable';

export const restartingMessage = 'El servidor se está reiniciando. Intente de nuevo en unos segundos.';

/**
 * What an open event stream is told when the server starts shutting down: once the stream ends, the browser comes
 * back in a second (to another instance, or to this one restarted) rather than in the five it was first told.
 */
export const restartRetryHint = 'retry: 1000\n\n';

export type Drain = {
  /** Whether the server is shutting down: requests that arrive from now on are refused. */
  readonly draining: boolean;
  /** Runs `listener` once when draining starts; answers the function that forgets it. */
  onStart: (listener: () => void) => () => void;
  start: () => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The shutdown's first step: new requests are refused while those in progress finish. */
    drain: Drain;
  }
}

/**
 * Once draining, every request that arrives (on a kept-alive connection or a new one) is answered with the Spanish
 * 503 and `Connection: close`, while those already past this hook finish normally and leave with `Connection: close`
 * too, so no client sends another request on a connection about to close. Registered before any other hook, so
 * that nothing else runs for a refused request. Fastify's own 503 while closing (English, outside our envelope)
 * is turned off in app.ts with `return503OnClosing: false`.
 */
export const registerDrain = (app: FastifyInstance) => {
  let draining = false;
  const listeners = new Set<() => void>();
  app.decorate('drain', {
    get draining() {
      return draining;
    },
    onStart: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    start: () => {
      if (draining) return;
      draining = true;
      for (const listener of [...listeners]) listener();
    },
  } satisfies Drain);
  // Closing without a signal (tests, a failed start) drains too; registered before the modules' own preClose hooks,
  // so event streams get their hint before they end.
  app.addHook('preClose', async () => app.drain.start());
  app.addHook('onRequest', async () => {
    if (draining) throw serviceUnavailable(restartingMessage);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
};

export type ShutdownOptions = {
  /**
   * How long the listening socket keeps accepting after draining starts (SHUTDOWN_GRACE_MS): connections already
   * waiting in the kernel's accept queue are answered 503 instead of being reset when it closes.
   */
  graceMs: number;
  /** Closed after the server, which still needs it while the requests in progress finish. */
  closeDatabase: () => Promise<void>;
};

/**
 * Refuses new requests at once, keeps accepting for the grace period, then closes: Fastify stops listening, ends
 * the idle connections, runs preClose (the event streams end) and waits for the requests in progress.
 */
export const drainAndClose = async (app: FastifyInstance, { graceMs, closeDatabase }: ShutdownOptions) => {
  app.drain.start();
  if (graceMs > 0) await sleep(graceMs);
  await app.close();
  await closeDatabase();
};

/**
 * SIGTERM (an orchestrator, `docker stop`) and SIGINT (Ctrl+C) drain and close the server, then end the process
 * with 0, or 1 if closing failed. Each signal is heard once: a second Ctrl+C ends the process at once.
 */
export const shutDownOnSignals = (
  app: FastifyInstance,
  options: ShutdownOptions,
  exit: (code: number) => void = (code) => process.exit(code),
) => {
  let started = false;
  const shutDown = () => {
    if (started) return;
    started = true;
    console.log('Cerrando: no se aceptan llamadas nuevas y se terminan las que están en curso.');
    drainAndClose(app, options).then(
      () => exit(0),
      (error: unknown) => {
        console.error(`El cierre del servidor falló: ${error instanceof Error ? error.message : String(error)}`);
        exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, shutDown);
};
