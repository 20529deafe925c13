import { build } from './app';
import { loadConfig } from './core/config';
import { openDatabase } from './db/client';
import { seedCatalog } from './modules/reference/seed';
import { demoLogins, seedDemo } from './seed/demo';

const config = loadConfig();
const database = await openDatabase(config);
await (config.seedDemo ? seedDemo(database.db) : seedCatalog(database.db));
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
];
if (config.seedDemo) {
  lines.push('Usuarios de demostración:');
  for (const login of demoLogins) lines.push(`  ${login.role.padEnd(16)} ${login.email.padEnd(24)} ${login.password}`);
}
console.log(lines.join('\n'));
