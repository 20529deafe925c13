import type { ServerConfig } from '../config/server-config';
import { databaseFactsOf } from '../core/errors/safe-log';
import type { Database } from '../db/client';
import { seedCatalog } from '../modules/reference/seed';
import { demoLogins, holdsDemo, openDemoLogins, seedDemo } from './demo';
import { createFirstMaster, hasMaster, type MasterLogin } from './master';

/** What the start banner tells about the users of this database. */
export type StartData = {
  /** The demo was loaded into this database: its logins and published passwords are shown. */
  demo: boolean;
  /** Created by this start from MASTER_EMAIL: its temporary password is shown this once. */
  master: MasterLogin | null;
  /** The database has no master, so nobody can sign in to create users. */
  masterMissing: boolean;
  /** Demo logins that still open with their published password in a database that is not the demo's. */
  openDemoLogins: string[];
};

/** Why something failed, as the console may show it: a database error's SQLSTATE and names, never its SQL or values. */
export const failureReason = (error: unknown): string => {
  const facts = databaseFactsOf(error);
  if (!facts) return error instanceof Error ? error.message : String(error);
  const named = [
    `SQLSTATE ${facts.sqlState ?? 'desconocido'}`,
    ...(facts.table ? [`tabla ${facts.table}`] : []),
    ...(facts.constraint ? [`restricción ${facts.constraint}`] : []),
  ];
  return `la base de datos rechazó la consulta (${named.join(', ')})`;
};

export const createMasterCommand = 'npm run create-master -w @horizontal/server -- correo@dominio.uy';

/**
 * The data a start loads: the catalog, the demo when asked, the master of MASTER_EMAIL when there is none. A
 * failure is reported in a line (Spanish, without SQL) and the start goes on with what there is.
 */
export const loadStartData = async (
  db: Database,
  config: Pick<ServerConfig, 'seedDemo' | 'master'>,
  report: (line: string) => void = console.error,
): Promise<StartData> => {
  const attempt = async <T>(what: string, step: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await step();
    } catch (error) {
      report(`${what}: ${failureReason(error)}. El servidor arranca igual.`);
      return fallback;
    }
  };
  if (config.seedDemo) {
    const seeding = await attempt('No se cargaron los datos de demostración', () => seedDemo(db), null);
    if (seeding === 'not-empty') {
      report(
        'SEED_DEMO: la base ya tiene usuarios y no es la de demostración; los datos de demostración no se cargan.',
      );
    }
  } else {
    await attempt('No se cargó el catálogo', () => seedCatalog(db), undefined);
  }
  const demo = await attempt('No se pudo saber si la base es la de demostración', () => holdsDemo(db), false);
  const { master } = config;
  const created = master
    ? await attempt('No se creó el usuario maestro', () => createFirstMaster(db, master), null)
    : null;
  return {
    demo,
    master: created,
    masterMissing: !(await attempt('No se pudo buscar el usuario maestro', () => hasMaster(db), true)),
    openDemoLogins: demo
      ? []
      : await attempt('No se revisaron los usuarios de demostración', () => openDemoLogins(db), []),
  };
};

/** The banner's lines about users: demo passwords only for the demo's database, a new master's password once. */
export const startDataLines = (data: StartData): string[] => {
  const lines: string[] = [];
  if (data.demo) {
    lines.push('Usuarios de demostración:');
    for (const login of demoLogins) {
      lines.push(`  ${login.role.padEnd(16)} ${login.email.padEnd(24)} ${login.password}`);
    }
  }
  if (data.master) {
    lines.push(
      `Usuario maestro creado: ${data.master.email}`,
      `  Contraseña temporal: ${data.master.password} (se pide cambiarla al primer ingreso; no se vuelve a mostrar)`,
    );
  }
  if (data.masterMissing) {
    lines.push(
      'No hay usuario maestro. Para crearlo, arranque con MASTER_EMAIL=correo@dominio.uy o ejecute:',
      `  ${createMasterCommand}`,
    );
  }
  if (data.openDemoLogins.length > 0) {
    lines.push(
      'ATENCIÓN: estos usuarios entran con la contraseña publicada de la demostración; cambie su contraseña o desactívelos:',
      `  ${data.openDemoLogins.join(', ')}`,
    );
  }
  return lines;
};
