import fp from 'fastify-plugin';
import type { ServerConfig } from '../config/server-config';
import type { DatabaseHandle } from '../db/client';
import { createEmbeddedStatistics } from '../db/embedded-statistics';
import { createJobQueue } from '../lib/jobs/job-queue';
import { createMailer } from '../lib/mail/mailer';
import { createOutbox } from '../lib/mail/outbox';
import { createPush } from '../lib/push/push';
import { createRateLimiter } from '../lib/rate-limiter';
import { createStorage } from '../lib/storage';
import { createAfterAnswer } from './after-answer';
import { createAuthCache } from './auth/auth-cache';
import { createSessionsRepository } from './auth/sessions';
import { createAnswerCache } from './calls/answer-cache';
import { createDataVersions } from './calls/data-versions';
import { registerErrorHandler } from './errors/error-handler';
import { createRecordFinders } from './history/record-history';
import { registerSecurityHeaders } from './http/security-headers';
import './types';

export type CoreOptions = {
  config: ServerConfig;
  handle: DatabaseHandle;
  /** Closed with the server only when the server opened it; tests and main.ts close theirs. */
  ownsDatabase: boolean;
};

/** What every module uses, on the root instance: config, database, sessions, mail, files, jobs, push, limits, errors. */
export const core = fp<CoreOptions>(
  async (app, { config, handle, ownsDatabase }) => {
    const sessions = createSessionsRepository(handle.db);
    const { storage, local } = await createStorage(config, handle.db);
    const push = createPush({
      handle,
      log: app.log,
      firebaseServiceAccount: config.push.firebaseServiceAccount,
      devices: { tokensOf: sessions.devicesOf, forget: sessions.forgetDevices },
    });
    const mailer = createMailer(config.mail, app.log);
    app.decorate('config', config);
    app.decorate('db', handle.db);
    app.decorate('database', handle);
    app.decorate('sessions', sessions);
    const authCache = createAuthCache(handle, { lifeMs: config.authCacheMs });
    app.decorate('authCache', authCache);
    const answerCache = createAnswerCache(createDataVersions(handle.db), { maxBytes: config.answerCacheBytes });
    app.decorate('answerCache', answerCache);
    app.decorate('storage', storage);
    app.decorate('localStorage', local);
    app.decorate('push', push);
    app.decorate('mailer', mailer);
    const outbox = createOutbox(handle.db, mailer, app.log, undefined, (key) => storage.get(key));
    app.decorate('outbox', outbox);
    app.decorate('limiter', createRateLimiter(handle.db));
    const jobs = await createJobQueue(config, app.log);
    app.decorate('jobs', jobs);
    app.decorate('registeredCalls', new Set<string>());
    app.decorate('recordFinders', createRecordFinders());
    app.decorateRequest('auth', null);
    registerErrorHandler(app);
    registerSecurityHeaders(app, config.apiPrefix);

    const statistics = createEmbeddedStatistics(handle, { intervalMs: config.embeddedStatisticsMs, log: app.log });
    await authCache.start();
    await push.start();
    outbox.start();
    statistics.start();
    const afterAnswer = createAfterAnswer(app.log);
    app.decorate('afterAnswer', afterAnswer);
    // A call's transaction has committed once it answers: what it queued may leave now.
    app.addHook('onResponse', async (request) => {
      afterAnswer.start(request);
      outbox.kick();
    });
    app.addHook('onClose', async () => {
      await afterAnswer.settled();
      await authCache.stop();
      await push.stop();
      await jobs.stop();
      await outbox.stop();
      await statistics.stop();
      mailer.close();
    });
    if (ownsDatabase) app.addHook('onClose', () => handle.close());
  },
  { name: 'core' },
);
