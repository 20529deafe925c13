import { contract } from '@horizontal/domain';
import { eq } from 'drizzle-orm';
import { build } from '../src/app';
import { type ServerConfig, testConfig } from '../src/config/server-config';
import { freshDatabaseUrl, systemHeaders } from '../src/core/test/test-app';
import { createComplejo } from '../src/core/test/test-complejo';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { demoLogins, seedDemo } from '../src/seed/demo';

/**
 * What the gastos comunes benches stand on: a server over a database of its own (in-memory PGlite, or a new
 * database in the PostgreSQL of DATABASE_URL, dropped by `close`), the demo, a complejo of `units` units with one in
 * ten rented, and the demo administrator's headers, signed in through the call.
 */
export const largeComplejo = async (name: string, units: number, overrides: Partial<ServerConfig> = {}) => {
  const fresh = await freshDatabaseUrl();
  const config = testConfig({ databaseUrl: fresh.url, validateAnswers: false, ...overrides });
  const database = await openDatabase(config);
  const app = await build({ config, database });
  await seedDemo(database.db);
  const [login] = await database.db.select().from(users).where(eq(users.email, demoLogins[1].email));
  const complejo = await createComplejo(database.db, {
    companyId: login!.companyId!,
    name,
    coefficients: Array.from({ length: units }, () => 100 / units),
    rented: Array.from({ length: units / 10 }, (_, index) => index * 10),
    userIds: [login!.id],
  });
  const signIn = await app.inject({
    method: 'POST',
    url: `/api${contract.auth.signin.path}`,
    headers: systemHeaders,
    payload: { email: demoLogins[1].email, password: demoLogins[1].password },
  });
  const headers = { ...systemHeaders, 'x-token': signIn.json().token as string };
  const close = async () => {
    await app.close();
    await database.close();
    await fresh.drop();
  };
  return { app, database, login: login!, complejo, headers, close };
};
