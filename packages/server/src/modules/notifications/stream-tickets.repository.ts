import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, streamTickets, users } from '../../db/schema';
import { hashToken, newSessionToken } from '../../lib/tokens';

export type StreamHolder = { sessionId: number; userId: number; status: string };

export const createStreamTicketsRepository = (db: Database) => ({
  /** A new ticket for the session, returned once; only its hash is kept, with its expiry in the database clock. */
  issue: async (sessionId: number, ttlSeconds: number): Promise<string> => {
    await db.delete(streamTickets).where(lte(streamTickets.expiresAt, sql`now()`));
    const ticket = newSessionToken();
    await db.insert(streamTickets).values({
      ticketHash: hashToken(ticket),
      sessionId,
      expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
    });
    return ticket;
  },

  /**
   * Uses a ticket up in one statement, so that of two instances handed the same ticket only one gets it. The
   * session and user behind it, when the ticket had not expired and the session is still live; null otherwise.
   */
  consume: async (ticket: string): Promise<StreamHolder | null> => {
    const [used] = await db
      .delete(streamTickets)
      .where(eq(streamTickets.ticketHash, hashToken(ticket)))
      .returning({ sessionId: streamTickets.sessionId, live: sql<boolean>`${streamTickets.expiresAt} > now()` });
    if (!used?.live) return null;
    const [holder] = await db
      .select({ sessionId: sessions.id, userId: users.id, status: users.status })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, used.sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
    return holder ?? null;
  },
});

export type StreamTicketsRepository = ReturnType<typeof createStreamTicketsRepository>;
