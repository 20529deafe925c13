import { build } from './app';
import { loadConfig } from './core/config';
import { openDatabase } from './db/client';
import { loadStartData, startDataLines } from './seed/start';

const config = loadConfig();
const database = await openDatabase(config);
const startData = await loadStartData(database.db, config);
const app = await build({ config, database });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // The database closes last: Fastify runs onClose hooks last-in first-out, and push still unlistens on close.
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}

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
