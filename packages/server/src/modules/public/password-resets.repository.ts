import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { passwordResets } from '../../db/schema';

export const RESET_CODE_MINUTES = 30;
/** Wrong tries a code survives; with 6 digits that leaves a guesser 5 in a million per code. */
export const RESET_CODE_ATTEMPTS = 5;

const hashCode = (userId: number, code: string) => createHash('sha256').update(`${userId}:${code}`).digest('hex');

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export type CodeCheck = 'valid' | 'invalid';

export const createPasswordResetsRepository = (db: Database) => ({
  /** A new 6-digit code for the user (in `q` when given); any earlier code stops working. Returns the code, once. */
  issue: async (userId: number, q?: Transaction): Promise<string> => {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const run = async (tx: Transaction) => {
      await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
      await tx.insert(passwordResets).values({
        userId,
        codeHash: hashCode(userId, code),
        expiresAt: new Date(Date.now() + RESET_CODE_MINUTES * 60_000),
      });
    };
    await (q ? run(q) : db.transaction(run));
    return code;
  },

  /**
   * Checks a code and, when it is right, spends it: a code works once, within 30 minutes, and dies after
   * RESET_CODE_ATTEMPTS wrong tries.
   */
  consume: async (userId: number, code: string): Promise<CodeCheck> =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.userId, userId),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(passwordResets.id))
        .limit(1)
        .for('update');
      if (!current || current.attempts >= RESET_CODE_ATTEMPTS) return 'invalid';
      if (!same(current.codeHash, hashCode(userId, code.trim()))) {
        await tx
          .update(passwordResets)
          .set({ attempts: sql`${passwordResets.attempts} + 1` })
          .where(eq(passwordResets.id, current.id));
        return 'invalid';
      }
      await tx.update(passwordResets).set({ usedAt: new Date() }).where(eq(passwordResets.id, current.id));
      return 'valid';
    }),
});

export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;
