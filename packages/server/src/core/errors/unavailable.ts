import { type FolderKind, FolderUnwritable, reasonTexts } from '../../lib/folders';
import { ApiError } from './api-error';
import { chainOf, databaseFactsOf } from './safe-log';

/** What a call answers while the database (or a folder the server writes to) cannot be reached. */
export const unavailableMessage = 'El servicio no está disponible en este momento. Intente de nuevo en unos segundos.';

/** How long a client is asked to wait (Retry-After) before trying again. */
export const retryAfterSeconds = 5;

export const serviceUnavailable = (message: string = unavailableMessage) =>
  new ApiError(503, message, { 'retry-after': String(retryAfterSeconds) });

// The socket to the database failed or was refused: a restart, a failover, a network cut.
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/**
 * SQLSTATEs that say "not now" rather than "not this": connection exceptions (class 08), the server shutting down
 * or starting (57P01–57P03), too many connections, and a transaction that lost a race and may simply run again.
 */
const transientSqlState = /^(08...|57P0[1-3]|53300|40001|40P01)$/;

// node-postgres reports a lost or refused connection with a plain Error and no code.
const driverMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /not queryable/,
  /^Cannot use a pool after calling end/,
  /^Client was closed and is not queryable/,
];

/** Whether a failure means the database is unreachable for now: such a call answers 503, never 500. */
export const isDatabaseUnavailable = (error: unknown): boolean =>
  chainOf(error).some((link) => {
    const { code, message } = link as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (unreachableCodes.has(code) || transientSqlState.test(code))) return true;
    return typeof message === 'string' && driverMessages.some((pattern) => pattern.test(message));
  });

const unwritableFolderAnswers: Record<FolderKind, string> = {
  data: 'El servidor no puede escribir en su carpeta de datos',
  files: 'El servidor no puede guardar archivos en su carpeta de archivos',
  outbox: 'El servidor no puede guardar correos en su carpeta de correo saliente',
};

/** What a call answers while a folder the server writes to cannot be written: which folder and why, never its path. */
export const unwritableFolderMessage = ({ kind, reason }: Pick<FolderUnwritable, 'kind' | 'reason'>) =>
  `${unwritableFolderAnswers[kind]} (${reasonTexts[reason]}). Avise al administrador del sistema e intente de nuevo más tarde.`;

/** The folder a failure could not write to, however drizzle or a route wrapped it; null for any other failure. */
export const unwritableFolderOf = (error: unknown): FolderUnwritable | null =>
  (chainOf(error).find((link) => link instanceof FolderUnwritable) as FolderUnwritable | undefined) ?? null;

/**
 * A failure that lasts until something outside the request is fixed, and after which the server recovers by itself:
 * the database unreachable, or a folder it writes to (the database's, the uploads') unwritable. Answered 503 with
 * Retry-After, never 500; the folder's answer names it and the reason, the log its path. Null for any other failure.
 */
export const unavailabilityOf = (
  error: unknown,
): { answer: ApiError; log: Record<string, unknown>; note: string } | null => {
  const folder = unwritableFolderOf(error);
  if (folder) {
    return {
      answer: serviceUnavailable(unwritableFolderMessage(folder)),
      log: { folder: folder.folder, path: folder.path, reason: folder.reason },
      note: 'no se puede escribir en una carpeta del servidor',
    };
  }
  if (isDatabaseUnavailable(error)) {
    return { answer: serviceUnavailable(), log: databaseFactsOf(error) ?? {}, note: 'base de datos no disponible' };
  }
  return null;
};
