import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateEmail } from '@horizontal/domain';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** A fixed-window limit: at most `max` hits per `windowSeconds`. */
export type RateLimit = { max: number; windowSeconds: number };

/**
 * Growing delays after failures: `free` failures pass at once; after them each further attempt waits
 * baseSeconds·2^(failures − free), at most maxSeconds. Failures are forgotten windowSeconds after the delay of the
 * last one ends.
 */
export type FailureDelay = { free: number; baseSeconds: number; maxSeconds: number; windowSeconds: number };

export type S3Config = {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, Spaces…); AWS itself needs none. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

export type MasterSettings = { email: string; name: string };

export type ServerConfig = {
  port: number;
  host: string;
  apiPrefix: string;
  /** Where the app is reached, for links in e-mails. */
  publicUrl: string;
  /** A real PostgreSQL server; without it an embedded PGlite keeps its data in `dataDir`. */
  databaseUrl?: string;
  /** PGlite data folder; `memory://` keeps everything in memory (tests). */
  dataDir: string;
  sessionTtlHours: number;
  /** How long an instance trusts its copy of a session or a profile's grants (every change drops it sooner). */
  authCacheMs: number;
  /** Bytes of GET answers each instance keeps until the data changes; 0 keeps none. */
  answerCacheBytes: number;
  /** How often the embedded database's planner statistics are renewed when data changed (db/embedded-statistics.ts); 0 never. */
  embeddedStatisticsMs: number;
  /** Built app served on the same port, when present. */
  appDist?: string;
  /** Demo data with public passwords: by default only in the embedded database the README's first command starts. */
  seedDemo: boolean;
  /** Who becomes the master on a start that finds none (MASTER_EMAIL, MASTER_NAME). */
  master?: MasterSettings;
  logLevel: string;
  /**
   * On SIGTERM, how long the server keeps accepting connections while refusing their requests (503) before it stops
   * listening: those already waiting to be accepted get an answer instead of a reset.
   */
  shutdownGraceMs: number;
  /** Parse each answer with its contract schema before sending it (a 500 when our code breaks the contract). */
  validateAnswers: boolean;
  /**
   * Fastify's trustProxy: the addresses of the proxies in front, so that X-Forwarded-For names the client (the
   * sign-in throttles and the limits per IP count by it). `true` trusts any sender: only for a proxy that replaces
   * the header.
   */
  trustProxy: boolean | string;
  /**
   * Where background jobs (a period's statements) are queued: pg-boss on the PostgreSQL of DATABASE_URL, so that any
   * instance takes them; in this process on the embedded database, which only this process opens. JOB_QUEUE chooses.
   */
  jobQueue: 'pg-boss' | 'in-process';
  mail: {
    /** smtp(s)://user:pass@host:port; without it messages are written as .eml files to `outboxDir`. */
    smtpUrl?: string;
    from: string;
    outboxDir: string;
    /** Who receives the public contact form. */
    contactTo: string;
    /**
     * The key the mail provider (or mailbox reader) sends to POST /mail/inbound with residents' replies; without it
     * that route does not exist (docs/messaging.md).
     */
    inboundSecret?: string;
  };
  files: {
    /** An S3-compatible bucket; without it files live in `dir` and this server signs and serves them. */
    s3?: S3Config;
    dir: string;
    maxBytes: number;
    /** Bytes each administradora may keep in storage, counted in the database so every instance agrees. */
    quotaBytes: number;
    urlTtlSeconds: number;
    /** HMAC key of the local file URLs; when empty one is generated once and kept in the database. */
    secret?: string;
  };
  push: {
    /** A Firebase service account (JSON text or a path to it); without it pushes go out as server-sent events. */
    firebaseServiceAccount?: string;
    /** Seconds between SSE keep-alive comments. */
    heartbeatSeconds: number;
    /** Life of the single-use ticket that opens the event stream (the session token never travels in its URL). */
    streamTicketSeconds: number;
  };
  rateLimits: {
    /** Failed sign-ins of one e-mail from one IP: the guesser's own address slows down, nobody else's. */
    signinFailuresPerEmailAndIp: FailureDelay;
    /**
     * Failed sign-ins of one e-mail from any IP: slows every address that has failed for it, so that guessing from
     * many addresses slows too; an address that has not failed (or where the e-mail signed in lately) is never held.
     */
    signinFailuresPerEmail: FailureDelay;
    /** Failed sign-ins from one IP over every e-mail; successful ones never count. */
    signinFailuresPerIp: FailureDelay;
    /** The public /general GETs, per IP. */
    publicPerIp: RateLimit;
    /** The public forms (contact, access, forgot, validate), per IP. */
    formsPerIp: RateLimit;
    /**
     * Checks of a signed-in user's current password (/auth/change), every attempt counted: a stolen token must not
     * become a password guesser.
     */
    passwordChecksPerUser: RateLimit;
  };
};

const numberFrom = (value: string | undefined, fallback: number): number => {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) ? parsed : fallback;
};

/** "10/60" → at most 10 per 60 seconds. */
const limitFrom = (value: string | undefined, fallback: RateLimit): RateLimit => {
  const match = value?.match(/^(\d+)\/(\d+)$/);
  return match ? { max: Number(match[1]), windowSeconds: Number(match[2]) } : fallback;
};

/** "5/900" → 5 failures pass, then delays of 1 s, 2 s, 4 s… up to 900 s; forgotten 900 s after the last delay. */
const failureDelayFrom = (value: string | undefined, fallback: FailureDelay): FailureDelay => {
  const match = value?.match(/^(\d+)\/(\d+)$/);
  if (!match) return fallback;
  const windowSeconds = Number(match[2]);
  return { free: Number(match[1]), baseSeconds: 1, maxSeconds: windowSeconds, windowSeconds };
};

/**
 * "true", "false", or the addresses/CIDRs of the proxies in front ("10.0.0.0/8, 127.0.0.1", or proxy-addr's names
 * loopback, linklocal, uniquelocal). A number of hops is refused: Fastify would silently trust nobody, and every
 * client would share the load balancer's address (and its sign-in budget).
 */
export const trustProxyFrom = (value: string | undefined): boolean | string => {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed === 'false') return false;
  if (trimmed === 'true') return true;
  const entries = trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.some((entry) => /^\d+$/.test(entry))) {
    throw new Error('TRUST_PROXY: indique true, false o las direcciones/CIDR de los proxies, no un número de saltos.');
  }
  return entries.join(',');
};

/** SEED_DEMO forces it either way; unset, only the embedded database gets the demo, never a real PostgreSQL. */
export const seedDemoFrom = (value: string | undefined, databaseUrl: string | undefined): boolean => {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return !databaseUrl;
  if (trimmed === 'true' || trimmed === 'false') return trimmed === 'true';
  throw new Error('SEED_DEMO: indique true o false.');
};

export const defaultMasterName = 'Usuario maestro';

/** The master's e-mail and name, checked as the Usuarios screen checks them: refused with the reason in Spanish. */
export const masterSettings = (email: string, name?: string): MasterSettings => {
  const problem = validateEmail(email.trim());
  if (problem) throw new Error(`Correo del usuario maestro: ${problem}`);
  const trimmedName = name?.trim() || defaultMasterName;
  if (trimmedName.length > 120) throw new Error('Nombre del usuario maestro: no puede superar los 120 caracteres.');
  return { email: email.trim().toLowerCase(), name: trimmedName };
};

const s3From = (env: NodeJS.ProcessEnv): S3Config | undefined =>
  env.S3_BUCKET
    ? {
        bucket: env.S3_BUCKET,
        region: env.S3_REGION ?? 'us-east-1',
        endpoint: env.S3_ENDPOINT || undefined,
        accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
        forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      }
    : undefined;

const jobQueueFrom = (value: string | undefined, databaseUrl: string | undefined): ServerConfig['jobQueue'] => {
  if (value === 'pg-boss' && !databaseUrl) throw new Error('JOB_QUEUE=pg-boss necesita DATABASE_URL.');
  if (value === 'pg-boss' || value === 'in-process') return value;
  if (value) throw new Error(`JOB_QUEUE debe ser pg-boss o in-process, no «${value}».`);
  return databaseUrl ? 'pg-boss' : 'in-process';
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): ServerConfig => {
  const port = numberFrom(env.PORT, 3000);
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    apiPrefix: env.API_PREFIX ?? '/api',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    databaseUrl,
    dataDir: env.DATA_DIR ?? `${repoRoot}.data/pglite`,
    sessionTtlHours: numberFrom(env.SESSION_TTL_HOURS, 12),
    authCacheMs: numberFrom(env.AUTH_CACHE_MS, 10_000),
    answerCacheBytes: numberFrom(env.ANSWER_CACHE_MB, 64) * 1024 * 1024,
    embeddedStatisticsMs: numberFrom(env.PGLITE_ANALYZE_SECONDS, 300) * 1000,
    appDist: env.APP_DIST ?? `${repoRoot}packages/app/dist`,
    seedDemo: seedDemoFrom(env.SEED_DEMO, databaseUrl),
    master: env.MASTER_EMAIL?.trim() ? masterSettings(env.MASTER_EMAIL, env.MASTER_NAME) : undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    shutdownGraceMs: numberFrom(env.SHUTDOWN_GRACE_MS, 1000),
    // Requests are always checked. Answers are checked wherever our own code is being tried (tests, development) and,
    // unless asked, not in production: there the check costs ~30 ms on a 5,000-resident list and could only turn an
    // answer the client would read into an error.
    validateAnswers: env.VALIDATE_ANSWERS ? env.VALIDATE_ANSWERS !== 'false' : env.NODE_ENV !== 'production',
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    jobQueue: jobQueueFrom(env.JOB_QUEUE, databaseUrl),
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM ?? 'Horizontal <no-responder@horizontal.uy>',
      outboxDir: env.MAIL_OUTBOX_DIR ?? `${repoRoot}.data/outbox`,
      contactTo: env.CONTACT_EMAIL ?? 'contacto@horizontal.uy',
      inboundSecret: env.MAIL_INBOUND_SECRET?.trim() || undefined,
    },
    files: {
      s3: s3From(env),
      dir: env.FILES_DIR ?? `${repoRoot}.data/files`,
      maxBytes: numberFrom(env.FILES_MAX_MB, 10) * 1_048_576,
      quotaBytes: numberFrom(env.FILES_QUOTA_MB, 1024) * 1_048_576,
      urlTtlSeconds: numberFrom(env.FILES_URL_TTL_SECONDS, 900),
      secret: env.FILES_SECRET || undefined,
    },
    push: {
      firebaseServiceAccount: env.FIREBASE_SERVICE_ACCOUNT || undefined,
      heartbeatSeconds: numberFrom(env.PUSH_HEARTBEAT_SECONDS, 25),
      streamTicketSeconds: numberFrom(env.PUSH_STREAM_TICKET_SECONDS, 60),
    },
    rateLimits: {
      signinFailuresPerEmailAndIp: failureDelayFrom(env.RATE_LIMIT_SIGNIN_EMAIL_IP, {
        free: 5,
        baseSeconds: 1,
        maxSeconds: 900,
        windowSeconds: 900,
      }),
      signinFailuresPerEmail: failureDelayFrom(env.RATE_LIMIT_SIGNIN_EMAIL, {
        free: 10,
        baseSeconds: 1,
        maxSeconds: 900,
        windowSeconds: 900,
      }),
      signinFailuresPerIp: failureDelayFrom(env.RATE_LIMIT_SIGNIN_IP, {
        free: 30,
        baseSeconds: 1,
        maxSeconds: 900,
        windowSeconds: 900,
      }),
      publicPerIp: limitFrom(env.RATE_LIMIT_PUBLIC, { max: 120, windowSeconds: 60 }),
      formsPerIp: limitFrom(env.RATE_LIMIT_FORMS, { max: 10, windowSeconds: 900 }),
      passwordChecksPerUser: limitFrom(env.RATE_LIMIT_PASSWORD_CHECKS, { max: 5, windowSeconds: 900 }),
    },
  };
};

const generous: RateLimit = { max: 10_000, windowSeconds: 60 };
const patient: FailureDelay = { free: 10_000, baseSeconds: 1, maxSeconds: 900, windowSeconds: 900 };

/** Tests: in-memory database, a private outbox and file folder, and limits no test reaches by accident. */
/** The key of POST /mail/inbound in the tests' servers. */
export const testInboundSecret = 'clave-de-entrada-de-prueba';

export const testConfig = (overrides: Partial<ServerConfig> = {}): ServerConfig => {
  const scratch = join(tmpdir(), `horizontal-test-${process.pid}-${Math.random().toString(36).slice(2)}`);
  const base = loadConfig({});
  return {
    ...base,
    dataDir: 'memory://',
    appDist: undefined,
    // Tests write to the database directly too, which reaches the sessions' copy only through a notification a
    // moment later (kept answers check the data's version on every read, but stay off to keep every test's reads
    // plain): they read fresh, and the caches' own tests turn them on.
    authCacheMs: 0,
    answerCacheBytes: 0,
    // A test's plans need no statistics, and an ANALYZE between two of its calls would only make their times vary.
    embeddedStatisticsMs: 0,
    // pg-boss makes its own schema in each database it starts on: only the tests of the jobs themselves ask for it.
    jobQueue: 'in-process',
    seedDemo: false,
    logLevel: 'silent',
    mail: { ...base.mail, outboxDir: join(scratch, 'outbox'), inboundSecret: testInboundSecret },
    files: { ...base.files, dir: join(scratch, 'files'), s3: undefined },
    push: { ...base.push, firebaseServiceAccount: undefined },
    rateLimits: {
      signinFailuresPerEmailAndIp: patient,
      signinFailuresPerEmail: patient,
      signinFailuresPerIp: patient,
      publicPerIp: generous,
      formsPerIp: generous,
      passwordChecksPerUser: generous,
    },
    ...overrides,
  };
};
