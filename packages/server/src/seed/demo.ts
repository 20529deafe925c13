import { montevideoToday } from '@horizontal/domain';
import { createDemoData, demoLogins } from '@horizontal/domain/demo';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client';
import { serverSecrets, users } from '../db/schema';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { seedAssemblies } from '../modules/assemblies/seed';
import { seedCommonExpenses } from '../modules/common-expenses/seed';
import { seedComplejos } from '../modules/complex/seed';
import { seedEmployees, seedRoles } from '../modules/configuration/seed';
import { seedFrontDesk } from '../modules/front-desk/seed';
import { seedPlaces, seedUsers } from '../modules/master/seed';
import { seedMessaging } from '../modules/messaging/seed';
import { seedNotifications } from '../modules/notifications/seed';
import { seedPersonnel } from '../modules/personnel/seed';
import { seedCatalog } from '../modules/reference/seed';
import { seedReservations } from '../modules/reservations/seed';
import { findDemoRows } from './demo-rows';
import { holdSeedLock } from './lock';

/** The demo logins and their passwords, printed at start-up: master, administrator, administrator B, front desk. */
export { demoLogins };

// A row every instance shares, written in the demo's own transaction: the demo is there exactly when it is, whatever
// its logins were renamed to since (an e-mail once decided it, and a renamed login made the next start crash).
const DEMO_MARKER = 'seed:demo';

/** What a start found: the demo loaded now, loaded before, or refused because the database already has users. */
export type DemoSeeding = 'seeded' | 'present' | 'not-empty';

/** Whether the demo was loaded into this database. */
export const holdsDemo = async (q: Queryable) => {
  const marker = await q.select().from(serverSecrets).where(eq(serverSecrets.name, DEMO_MARKER));
  return marker.length > 0;
};

/**
 * Demo data for a first run: the shared demo dataset of @horizontal/domain/demo (the one the mocks serve), its
 * modules' activity counted from the day it is loaded in Montevideo, each module seeding its part. Loaded once per
 * database, so every start may call it; never into a database that already has users, where its public passwords
 * would open real data.
 */
export const seedDemo = async (db: Database, today = new Date()): Promise<DemoSeeding> => {
  await seedCatalog(db);
  if (await holdsDemo(db)) return 'present';
  const demo = createDemoData({ today: montevideoToday(today) });
  const passwordHashes = await Promise.all(demo.users.map((user) => hashPassword(user.password)));
  return db.transaction(async (tx) => {
    await holdSeedLock(tx);
    if (await holdsDemo(tx)) return 'present';
    if ((await tx.select({ id: users.id }).from(users).limit(1)).length > 0) return 'not-empty';
    const places = await seedPlaces(tx, demo);
    await seedComplejos(tx, demo, places);
    const roleIds = await seedRoles(tx, demo, places.companyIds);
    const userIds = await seedUsers(tx, demo, places, roleIds, passwordHashes);
    await seedEmployees(tx, demo, places.companyIds, userIds);
    const rows = await findDemoRows(tx, demo, places, userIds);
    await seedReservations(tx, demo, rows);
    await seedCommonExpenses(tx, demo, rows);
    await seedFrontDesk(tx, demo, rows);
    await seedMessaging(tx, demo, rows);
    await seedAssemblies(tx, demo, rows);
    await seedPersonnel(tx, demo, rows);
    await seedNotifications(tx, demo, userIds);
    await tx.insert(serverSecrets).values({ name: DEMO_MARKER, value: today.toISOString() });
    return 'seeded';
  });
};

/**
 * The demo logins that still open with their published password in a database that is not the demo's (one seeded
 * before SEED_DEMO defaulted to false with DATABASE_URL): anyone who read the README can sign in there.
 */
export const openDemoLogins = async (db: Database): Promise<string[]> => {
  const rows = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(
      and(
        eq(users.status, 'activo'),
        inArray(
          sql`lower(${users.email})`,
          demoLogins.map((login) => login.email.toLowerCase()),
        ),
      ),
    );
  const open = await Promise.all(
    rows.map(async (row) => {
      const login = demoLogins.find((candidate) => candidate.email.toLowerCase() === row.email.toLowerCase());
      return login && (await verifyPassword(row.passwordHash, login.password)) ? row.email : null;
    }),
  );
  return open.filter((email): email is string => email !== null);
};
