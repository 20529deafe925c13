import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { identityTypes } from '../../db/schema';

/**
 * The identity types are reference data, written before the server serves and never changed: the CI's id, once
 * read, stays (a missing one is read again). Visitors and staff are always identified by their CI here.
 */
export const createIdentityTypesRepository = (db: Database) => {
  let ciId: Promise<number | null> | null = null;
  const readCiId = async () => {
    const [ci] = await db
      .select({ id: identityTypes.id })
      .from(identityTypes)
      .where(eq(identityTypes.name, 'Cédula de identidad'));
    if (!ci) ciId = null;
    return ci?.id ?? null;
  };
  return {
    /** The id of the CI among the identity types (read outside a transaction: PGlite has one connection). */
    ciId: () => {
      ciId ??= readCiId();
      return ciId;
    },
  };
};
