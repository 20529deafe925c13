import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { storedFiles } from '../../db/schema';

// Any fixed number: the first half of the advisory lock that serialises one company's signings.
const QUOTA_LOCK_CLASS = 4_207_311;

export type Reservation = {
  key: string;
  companyId: number;
  sizeBytes: number;
  quotaBytes: number;
  /** Seconds the space stays held for an upload not yet received; null counts it at once and for good. */
  pendingSeconds: number | null;
};

export const createStoredFilesRepository = (db: Database) => ({
  /**
   * Holds the space of a new key unless the company's stored and awaited bytes would then pass the quota: true when
   * held. Signings of one company take turns on every instance, so two at once cannot both take the last space.
   */
  reserve: async ({ key, companyId, sizeBytes, quotaBytes, pendingSeconds }: Reservation): Promise<boolean> =>
    db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${QUOTA_LOCK_CLASS}, ${companyId})`);
      await tx
        .delete(storedFiles)
        .where(and(eq(storedFiles.companyId, companyId), lte(storedFiles.pendingUntil, sql`now()`)));
      const [usage] = await tx
        .select({ used: sql<string>`coalesce(sum(${storedFiles.sizeBytes}), 0)` })
        .from(storedFiles)
        .where(eq(storedFiles.companyId, companyId));
      if (Number(usage?.used ?? 0) + sizeBytes > quotaBytes) return false;
      await tx.insert(storedFiles).values({
        key,
        companyId,
        sizeBytes,
        pendingUntil: pendingSeconds === null ? null : sql`now() + make_interval(secs => ${pendingSeconds})`,
      });
      return true;
    }),

  /** A file arrived: its real size counts from now on. */
  stored: async (key: string, companyId: number, sizeBytes: number) => {
    await db
      .insert(storedFiles)
      .values({ key, companyId, sizeBytes })
      .onConflictDoUpdate({ target: storedFiles.key, set: { sizeBytes, pendingUntil: null } });
  },
});

export type StoredFilesRepository = ReturnType<typeof createStoredFilesRepository>;
