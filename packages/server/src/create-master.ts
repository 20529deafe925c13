import { loadConfig, type MasterSettings, masterSettings } from './config/server-config';
import { openDatabase } from './db/client';
import { seedCatalog } from './modules/reference/seed';
import { createOrResetMaster } from './seed/master';
import { createMasterCommand, failureReason } from './seed/start';

// The operator's way in when no master can sign in: a new master, or a new temporary password for the one of that
// e-mail. With the embedded PGlite the server must be stopped first (a PGlite folder takes one process at a time).

const [email, ...name] = process.argv.slice(2);
if (!email) {
  console.error(`Uso: ${createMasterCommand} [nombre]`);
  process.exit(2);
}

let settings: MasterSettings;
try {
  settings = masterSettings(email, name.join(' '));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  // The administrator's profile, created with the master, holds every module of the catalog.
  await seedCatalog(database.db);
  const master = await createOrResetMaster(database.db, settings);
  console.log(
    [
      master.created
        ? `Usuario maestro creado: ${master.email}`
        : `Nueva contraseña temporal para el usuario maestro ${master.email} (sus sesiones quedaron cerradas)`,
      `  Contraseña temporal: ${master.password}`,
      '  Se pide cambiarla al primer ingreso.',
    ].join('\n'),
  );
} catch (error) {
  console.error(`No se pudo crear el usuario maestro: ${failureReason(error)}.`);
  process.exitCode = 1;
} finally {
  await database.close();
}
