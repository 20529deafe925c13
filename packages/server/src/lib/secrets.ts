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

/**
 * The shared secret, read once per instance: a getter that keeps the value, and forgets a failed read (the database
 * away for a moment) so that the next caller asks again.
 */
export const sharedSecretOnce = (db: Database, name: string): (() => Promise<string>) => {
  let secret: Promise<string> | null = null;
  return () => {
    secret ??= sharedSecret(db, name).catch((error: unknown) => {
      secret = null;
      throw error;
    });
    return secret;
  };
};
