import { createDemoData, demoLogins } from '@horizontal/domain/demo';
import { eq } from 'drizzle-orm';
import { mapped } from '../core/seed-ids';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { seedComplejos } from '../modules/complejo/seed';
import { seedEmployees, seedRoles } from '../modules/configuration/seed';
import { seedPlaces, seedUsers } from '../modules/master/seed';
import { seedNotifications } from '../modules/notifications/seed';
import { seedCatalog } from '../modules/reference/seed';
import { seedBuildingActivity } from './demo-activity';

/** The demo logins and their passwords, printed at start-up: master, administrator, administrator B, front desk. */
export { demoLogins };

/** The complejo that also gets a year of activity, and who does it: the demo administrator. */
const ACTIVE_BUILDING = 1;
const ACTIVE_ADMINISTRATOR = 2;

/**
 * Demo data for a first run: the shared demo dataset of @horizontal/domain/demo (the one the mocks serve), plus a
 * year of gastos comunes and front-desk activity in Parque Batlle. Does nothing when the demo administrator
 * already exists, so every start may call it.
 */
export const seedDemo = async (db: Database, today = new Date()) => {
  await seedCatalog(db);
  const [admin] = await db.select().from(users).where(eq(users.email, demoLogins[1].email));
  if (admin) return;
  const demo = createDemoData();
  const passwordHashes = await Promise.all(demo.users.map((user) => hashPassword(user.password)));
  await db.transaction(async (tx) => {
    const places = await seedPlaces(tx, demo);
    await seedComplejos(tx, demo, places);
    const roleIds = await seedRoles(tx, demo, places.companyIds);
    const userIds = await seedUsers(tx, demo, places, roleIds, passwordHashes);
    await seedEmployees(tx, demo, places.companyIds, userIds);
    const administrator = mapped(userIds, ACTIVE_ADMINISTRATOR);
    await seedBuildingActivity(tx, places.tenantOf(ACTIVE_BUILDING), administrator, today);
    await seedNotifications(tx, administrator);
  });
};
