import { build } from './app';
import { loadConfig } from './config/server-config';
import { shutDownOnSignals } from './core/http/graceful-shutdown';
import { startFolderProblem } from './core/start-folders';
import { openDatabase } from './db/client';
import { loadStartData, startDataLines } from './seed/start';

const config = loadConfig();

/** A start that cannot go on ends with one line that says why, not with a stack trace. */
const stop = (line: string): never => {
  console.error(line);
  process.exit(1);
};

const folderProblem = await startFolderProblem(config);
if (folderProblem) stop(folderProblem);
const database = await openDatabase(config).catch((error: unknown) => {
  if (config.databaseUrl) throw error;
  const reason = error instanceof Error ? error.message : String(error);
  return stop(`No se pudo abrir la base de datos de la carpeta de datos ${config.dataDir} (${reason}).`);
});
const startData = await loadStartData(database.db, config);
const app = await build({ config, database });

// The database closes last: Fastify runs onClose hooks last-in first-out, and push still unlistens on close.
shutDownOnSignals(app, { graceMs: config.shutdownGraceMs, closeDatabase: () => database.close() });

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}`;
const lines = [
  '',
  `Horizontal está funcionando en ${url}`,
  `API en ${url}${config.apiPrefix} (documentación en ${url}${config.apiPrefix}/docs)`,
  `Base de datos: ${database.kind === 'pglite' ? `PGlite en ${config.dataDir}` : 'PostgreSQL'}`,
  `Correo: ${config.mail.smtpUrl ? 'SMTP' : `archivos .eml en ${config.mail.outboxDir}`}`,
  `Archivos: ${config.files.s3 ? `bucket ${config.files.s3.bucket}` : `disco en ${config.files.dir}`}`,
  `Avisos push: ${config.push.firebaseServiceAccount ? 'Firebase Cloud Messaging' : 'server-sent events'}`,
  ...startDataLines(startData),
];
console.log(lines.join('\n'));
