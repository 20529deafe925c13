import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';

// Any fixed number shared by every instance, apart from the migration's: whoever holds it seeds, and the others
// wait for its commit and then find the work done.
const SEED_LOCK_ID = 7_261_999;

/** Until `tx` ends no other instance seeds, so two instances starting at once load the data once. */
export const holdSeedLock = async (tx: Transaction) => {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
};
