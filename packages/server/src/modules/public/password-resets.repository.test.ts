import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../core/test/test-app';
import { passwordResets, users } from '../../db/schema';
import { demoLogins } from '../../seed/demo';
import { createPasswordResetsRepository } from './password-resets.repository';

let t: TestApp;
let userId: number;
let resets: ReturnType<typeof createPasswordResetsRepository>;

beforeAll(async () => {
  t = await createTestApp();
  const [user] = await t.db.select().from(users).where(eq(users.email, demoLogins[3].email));
  userId = user!.id;
  resets = createPasswordResetsRepository(t.db);
});
afterAll(() => t.close());

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('forgot-password codes', () => {
  it('are six digits, stored only as a hash, and work once', async () => {
    const code = await resets.issue(userId);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, userId));
    expect(rows.map((row) => row.codeHash)).not.toContain(code);
    expect(await resets.consume(userId, code)).toBe('valid');
    expect(await resets.consume(userId, code)).toBe('invalid');
  });

  it('last 30 minutes', async () => {
    const code = await resets.issue(userId);
    const [row] = await t.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, userId))
      .orderBy(passwordResets.id);
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(Math.round(minutes)).toBe(30);
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, userId));
    expect(await resets.consume(userId, code)).toBe('invalid');
  });

  it('die after five wrong tries, even for the right code', async () => {
    const code = await resets.issue(userId);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await resets.consume(userId, wrong(code))).toBe('invalid');
    }
    expect(await resets.consume(userId, code)).toBe('invalid');
  });

  it('replace the previous code when a new one is asked for', async () => {
    const first = await resets.issue(userId);
    const second = await resets.issue(userId);
    if (first !== second) expect(await resets.consume(userId, first)).toBe('invalid');
    expect(await resets.consume(userId, second)).toBe('valid');
  });
});
