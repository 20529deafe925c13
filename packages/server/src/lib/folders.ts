import { randomBytes } from 'node:crypto';
import { accessSync, constants, readdirSync } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** The folders the server writes to, by their setting. */
export type FolderKind = 'data' | 'files' | 'outbox';

/** Why a folder cannot be written. */
export type FolderReason = 'permission' | 'read-only' | 'no-space' | 'not-a-folder';

export const folderNames: Record<FolderKind, string> = {
  data: 'la carpeta de datos',
  files: 'la carpeta de archivos',
  outbox: 'la carpeta de correo saliente',
};

export const folderSettings: Record<FolderKind, string> = {
  data: 'DATA_DIR',
  files: 'FILES_DIR',
  outbox: 'MAIL_OUTBOX_DIR',
};

export const reasonTexts: Record<FolderReason, string> = {
  permission: 'permiso denegado',
  'read-only': 'el sistema de archivos es de solo lectura',
  'no-space': 'no queda espacio en el disco',
  'not-a-folder': 'la ruta no es una carpeta',
};

const reasonByCode: Record<string, FolderReason> = {
  EACCES: 'permission',
  EPERM: 'permission',
  EROFS: 'read-only',
  ENOSPC: 'no-space',
  EDQUOT: 'no-space',
  ENOTDIR: 'not-a-folder',
  EEXIST: 'not-a-folder',
};

/** Why a failed file operation (its errno code) means the folder cannot be written; null for any other failure. */
export const reasonOfCode = (code: unknown): FolderReason | null =>
  typeof code === 'string' ? (reasonByCode[code] ?? null) : null;

/** A folder the server must write to and cannot: it names the folder, the path that failed and why. */
export class FolderUnwritable extends Error {
  constructor(
    readonly kind: FolderKind,
    readonly folder: string,
    readonly reason: FolderReason,
    /** The file or folder that failed, the folder itself or something inside it. */
    readonly path: string = folder,
    options?: { cause?: unknown },
  ) {
    const where = path === folder ? '' : ` en ${path}`;
    super(`No se puede escribir en ${folderNames[kind]} ${folder} (${reasonTexts[reason]}${where}).`, options);
    this.name = 'FolderUnwritable';
  }
}

/** The same failure as a FolderUnwritable when it says the folder cannot be written (EACCES, EROFS, ENOSPC…). */
export const asFolderUnwritable = (error: unknown, kind: FolderKind, folder: string): FolderUnwritable | null => {
  if (error instanceof FolderUnwritable) return error;
  const { code, path } = (error ?? {}) as { code?: unknown; path?: unknown };
  const reason = reasonOfCode(code);
  return reason
    ? new FolderUnwritable(kind, folder, reason, typeof path === 'string' ? path : folder, { cause: error })
    : null;
};

/**
 * Makes the folder if it is missing and writes and removes a file in it: only a real write tells, for root too
 * (which passes every permission check) on a read-only or full disk.
 */
export const probeFolder = async (kind: FolderKind, folder: string): Promise<FolderUnwritable | null> => {
  const probe = join(folder, `.escritura-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    await mkdir(folder, { recursive: true });
    const file = await open(probe, 'wx');
    try {
      await file.write('ok');
    } finally {
      await file.close();
    }
    await rm(probe, { force: true });
    return null;
  } catch (error) {
    await rm(probe, { force: true }).catch(() => undefined);
    const reason = reasonOfCode((error as NodeJS.ErrnoException).code);
    // The probe is ours: the folder is what cannot be written.
    if (reason) return new FolderUnwritable(kind, folder, reason, folder, { cause: error });
    throw error;
  }
};

/**
 * The first of `paths` this process may not write to, by access(2): a handful of system calls, cheap enough to ask
 * often. Root passes it everywhere but on a read-only file system, as root's writes do.
 */
export const firstUnwritable = (kind: FolderKind, folder: string, paths: string[]): FolderUnwritable | null => {
  for (const path of paths) {
    try {
      accessSync(path, constants.W_OK);
    } catch (error) {
      const reason = reasonOfCode((error as NodeJS.ErrnoException).code);
      if (reason) return new FolderUnwritable(kind, folder, reason, path, { cause: error });
    }
  }
  return null;
};

/** Every file and folder under `folder`, itself included (looked at once: at start, and before reopening). */
export const everythingUnder = (folder: string): string[] => {
  const found = [folder];
  const pending = [folder];
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    try {
      for (const entry of readdirSync(current, { withFileTypes: true })) {
        const path = join(current, entry.name);
        if (entry.isDirectory()) pending.push(path);
        if (entry.isDirectory() || entry.isFile()) found.push(path);
      }
    } catch {
      // A folder that cannot be listed: access() on it tells the rest.
    }
  }
  return found;
};
