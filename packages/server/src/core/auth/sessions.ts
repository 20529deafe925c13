import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { roles, sessions, userBuildings, users } from '../../db/schema';
import { hashToken, newSessionToken } from '../../lib/tokens';

const live = () => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()));

export const createSessionsRepository = (db: Database) => ({
  /** Returns the token itself once; only its hash is stored. */
  create: async (userId: number, ttlHours: number): Promise<string> => {
    const token = newSessionToken();
    await db.insert(sessions).values({
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ttlHours * 3_600_000),
    });
    return token;
  },

  /** The session, its user, role and complejos when the token is live (not expired, not revoked); null otherwise. */
  findLive: async (token: string) => {
    // One round trip per authenticated call: the complejos come along as an array.
    const [row] = await db
      .select({
        session: sessions,
        user: users,
        role: roles,
        buildingIds: sql<
          number[]
        >`coalesce((select array_agg(${userBuildings.buildingId} order by ${userBuildings.buildingId}) from ${userBuildings} where ${userBuildings.userId} = ${users.id}), '{}')`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(sessions.tokenHash, hashToken(token)), live()));
    if (!row) return null;
    return { ...row, buildingIds: row.buildingIds.map(Number) };
  },

  isLive: async (sessionId: number): Promise<boolean> => {
    const [row] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), live()));
    return row !== undefined;
  },

  setDevice: async (sessionId: number, device: string | null) => {
    await db.update(sessions).set({ device }).where(eq(sessions.id, sessionId));
  },

  /** Push device tokens of a user's live sessions. */
  devicesOf: async (userId: number): Promise<string[]> => {
    const rows = await db
      .select({ device: sessions.device })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), live(), isNotNull(sessions.device)));
    return [...new Set(rows.map((row) => row.device!))];
  },

  forgetDevices: async (devices: string[]) => {
    if (devices.length === 0) return;
    await db.update(sessions).set({ device: null }).where(inArray(sessions.device, devices));
  },

  revoke: async (sessionId: number) => {
    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
  },

  /** Signs a user out everywhere, but for the session that asked (after a password change or deactivation). */
  revokeAllOf: async (userId: number, exceptSessionId?: number) => {
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), live()));
    const ids = rows.map((row) => row.id).filter((id) => id !== exceptSessionId);
    if (ids.length > 0) await db.update(sessions).set({ revokedAt: new Date() }).where(inArray(sessions.id, ids));
  },
});

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
