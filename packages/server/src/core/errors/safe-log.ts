import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/*
 * The log is read by whoever runs the server, not by the people whose data it handles: it names what failed and
 * where, never what was sent. A failed query would otherwise print its SQL with the parameters (names, e-mails,
 * CIs), and a logged URL would carry the session token the notifications stream takes in its query.
 */

/** What a failed query may say about itself: its SQLSTATE and the names of what it touched. */
export type DatabaseFacts = { sqlState?: string; table?: string; constraint?: string; column?: string };

const isSqlState = (code: unknown): code is string => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

const nameOf = (value: unknown) => (typeof value === 'string' && /^[\w.$-]{1,128}$/.test(value) ? value : undefined);

/** Errors chained by `cause`, the error first (drizzle wraps the driver's error in its own). */
export const chainOf = (error: unknown): object[] => {
  const chain: object[] = [];
  for (let current = error; typeof current === 'object' && current !== null && chain.length < 5; ) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
};

/**
 * The safe facts of a database error, wherever the driver or drizzle put them; null when the error did not come
 * from a query. drizzle's own error (its message is the SQL and its parameters) counts even without a SQLSTATE.
 */
export const databaseFactsOf = (error: unknown): DatabaseFacts | null => {
  const chain = chainOf(error);
  const coded = chain.find((link) => isSqlState((link as { code?: unknown }).code)) as
    | { code: string; table?: unknown; constraint?: unknown; column?: unknown }
    | undefined;
  if (coded) {
    const facts: DatabaseFacts = { sqlState: coded.code };
    const table = nameOf(coded.table);
    const constraint = nameOf(coded.constraint);
    const column = nameOf(coded.column);
    if (table) facts.table = table;
    if (constraint) facts.constraint = constraint;
    if (column) facts.column = column;
    return facts;
  }
  return chain.some((link) => 'params' in link || 'query' in link) ? {} : null;
};

/** The frames of the server's own code in a stack: where it failed, without the message above them. */
const ownFrames = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line) && !line.includes('node_modules'))
        .join('\n')
    : '';

type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

/**
 * The log's error serializer. A database error is reduced to its facts; any other error keeps its message and
 * stack, and a cause is serialized by the same rule (a database error may hide there).
 */
export const safeError = (error: unknown): LoggedError => {
  const facts = databaseFactsOf(error);
  if (facts) {
    return {
      type: 'DatabaseError',
      message: `la base de datos rechazó la consulta (SQLSTATE ${facts.sqlState ?? 'desconocido'})`,
      stack: ownFrames((error as { stack?: unknown }).stack),
      ...facts,
    };
  }
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    type: error.name,
    message: error.message,
    stack: error.stack ?? '',
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    ...(error.cause === undefined ? {} : { cause: safeError(error.cause) }),
  };
};

/**
 * A URL as the log shows it: the path, and the query's names with their values hidden
 * ("/api/notifications/stream?token=[redacted]").
 */
export const redactedUrl = (url: string): string => {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const name = part.split('=')[0] ?? '';
      return /^[\w.-]{1,40}$/.test(name) ? `${name}=[redacted]` : '[redacted]';
    });
  return names.length > 0 ? `${url.slice(0, at)}?${names.join('&')}` : url.slice(0, at);
};

/** Where a request was going, as the log shows it. */
const loggedRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: redactedUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** A destination for the log lines (tests read them); the standard output when absent. */
export type LogStream = { write: (line: string) => void };

/**
 * Keys of a log line hidden wherever they appear at its top: whom an e-mail goes to and its subject (which may
 * carry a name), and whatever identifies a person or opens a session.
 */
const personalKeys = ['to', 'subject', 'email', 'identity', 'phone', 'password', 'token'];

/** Fastify's logger: the level of the config and serializers that keep personal data out of the log. */
export const loggerOptions = (level: string, stream?: LogStream) =>
  ({
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: personalKeys, censor: '[oculto]' },
    serializers: {
      req: loggedRequest as (request: unknown) => ReturnType<typeof loggedRequest>,
      err: safeError,
    },
  }) satisfies FastifyServerOptions['logger'];
