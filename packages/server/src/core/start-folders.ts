import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import type { ServerConfig } from '../config/server-config';
import {
  everythingUnder,
  type FolderKind,
  type FolderUnwritable,
  firstUnwritable,
  folderNames,
  folderSettings,
  probeFolder,
  reasonTexts,
} from '../lib/folders';

/**
 * The folders this configuration writes to: the database's unless on PostgreSQL, the files' unless in a bucket,
 * the mail's unless sent by SMTP.
 */
export const foldersInUse = (config: ServerConfig): [FolderKind, string][] => {
  const folders: [FolderKind, string][] = [];
  if (!config.databaseUrl && !config.dataDir.startsWith('memory://')) folders.push(['data', config.dataDir]);
  if (!config.files.s3) folders.push(['files', config.files.dir]);
  if (!config.mail.smtpUrl) folders.push(['outbox', config.mail.outboxDir]);
  return folders;
};

const currentUser = () => {
  try {
    return userInfo().username;
  } catch {
    // A user id without a name (a container's): chown takes the number.
    return String(process.getuid?.() ?? 'el usuario del servidor');
  }
};

/** The line a start that cannot write to a folder ends with: the folder, the cause and how to fix it. */
export const folderProblemLine = (problem: FolderUnwritable) => {
  const { kind, reason, folder } = problem;
  const elsewhere = `o indique otra carpeta con ${folderSettings[kind]}`;
  // A folder that could not be created: its parent is someone else's (/var/lib), so it is made and handed over.
  if (!existsSync(folder)) {
    const user = currentUser();
    const fix =
      reason === 'permission'
        ? `Créela para el usuario que ejecuta el servidor (${user}), por ejemplo con «mkdir -p ${folder} && chown -R ${user} ${folder}», ${elsewhere}.`
        : `Indique en ${folderSettings[kind]} una carpeta que se pueda crear.`;
    return `No se puede crear ${folderNames[kind]} ${folder} (${reasonTexts[reason]}). ${fix}`;
  }
  if (reason === 'permission') {
    const user = currentUser();
    return `${problem.message} Dé permiso de escritura al usuario que ejecuta el servidor (${user}), por ejemplo con «chown -R ${user} ${folder}», ${elsewhere}.`;
  }
  if (reason === 'read-only') return `${problem.message} Monte ese disco con permiso de escritura ${elsewhere}.`;
  if (reason === 'no-space') return `${problem.message} Libere espacio en ese disco ${elsewhere}.`;
  return `${problem.message} Indique en ${folderSettings[kind]} una carpeta.`;
};

/**
 * Whether every folder in use can be written, before anything else runs: each is created if missing and gets a
 * file written and removed; the data folder of an existing database has every file looked at too, since PGlite
 * fails on one it cannot write with a screen of its own code that names neither the file nor the cause. Answers
 * the one line to show, or null.
 */
export const startFolderProblem = async (config: ServerConfig): Promise<string | null> => {
  for (const [kind, folder] of foldersInUse(config)) {
    try {
      const problem =
        (await probeFolder(kind, folder)) ??
        (kind === 'data' && existsSync(join(folder, 'PG_VERSION'))
          ? firstUnwritable(kind, folder, everythingUnder(folder))
          : null);
      if (problem) return folderProblemLine(problem);
    } catch (error) {
      const { code, message } = error as NodeJS.ErrnoException;
      return `No se puede usar ${folderNames[kind]} ${folder} (${code ?? message}). Revise ${folderSettings[kind]}.`;
    }
  }
  return null;
};
