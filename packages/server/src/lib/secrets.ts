import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { serverSecrets } from '../db/schema';

/**
 * A secret every instance shares: the first instance to ask creates it, the others read the same row, so a URL
 * signed by one instance is accepted by all of them.
 */
export const sharedSecret = async (db: Database, name: string): Promise<string> => {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  return row!.value;
};
