import { createDemoData } from '@horizontal/domain/demo';
import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openFreshDatabase } from '../core/test/test-app';
import { type Database, openDatabase } from '../db/client';
import { companies, users } from '../db/schema';
import { demoLogins, holdsDemo, seedDemo } from './demo';
import { createFirstMaster } from './master';
import { loadStartData } from './start';

const demo = createDemoData();
const [master, admin] = demoLogins;
const closers: (() => Promise<void>)[] = [];

const freshDatabase = async () => {
  const fresh = await openFreshDatabase();
  closers.push(fresh.close);
  return fresh;
};

afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const countOf = async (db: Database, table: typeof users | typeof companies) =>
  (await db.select({ n: count() }).from(table))[0]!.n;

describe('the demo is loaded once per database, as its marker says', () => {
  it('renamed demo logins never load it again, nor stop the start', async () => {
    const { db } = await freshDatabase();
    expect(await seedDemo(db)).toBe('seeded');
    expect(await holdsDemo(db)).toBe(true);
    await db.update(users).set({ email: 'direccion@prado.com.uy' }).where(eq(users.email, admin!.email));
    await db.update(users).set({ email: 'dueno@horizontal.uy' }).where(eq(users.email, master!.email));
    expect(await seedDemo(db)).toBe('present');
    expect(await countOf(db, users)).toBe(demo.users.length);
    expect(await countOf(db, companies)).toBe(demo.companies.length);
  });

  it('two instances starting at once load it once', async () => {
    const { db, database, config } = await freshDatabase();
    // Two instances share a PostgreSQL database; the embedded one is a single process, so both go through it.
    const other = database.kind === 'postgres' ? await openDatabase(config) : database;
    if (other !== database) closers.push(() => other.close());
    const outcomes = await Promise.all([seedDemo(db), seedDemo(other.db)]);
    expect(outcomes.sort()).toEqual(['present', 'seeded']);
    expect(await countOf(db, users)).toBe(demo.users.length);
    expect(await countOf(db, companies)).toBe(demo.companies.length);
  });

  it('never joins a database that already has users: its passwords are public', async () => {
    const { db } = await freshDatabase();
    await createFirstMaster(db, { email: 'dueno@horizontal.uy', name: 'Dueño' });
    expect(await seedDemo(db)).toBe('not-empty');
    expect(await holdsDemo(db)).toBe(false);
    expect(await countOf(db, users)).toBe(1);
    expect(await countOf(db, companies)).toBe(0);
  });

  it('a failure while loading it is one Spanish line without SQL or values, and the start goes on', async () => {
    const { db } = await freshDatabase();
    const [first] = demo.companies;
    // Someone else's administradora with the demo's RUT: the demo's insert violates the unique RUT.
    await db
      .insert(companies)
      .values({ name: 'Otra S.A.', rut: first!.rut, email: 'otra@otra.com.uy', phone: '24000000' });
    const lines: string[] = [];
    const data = await loadStartData(db, { seedDemo: true }, (line) => lines.push(line));
    expect(lines).toEqual([
      'No se cargaron los datos de demostración: la base de datos rechazó la consulta (SQLSTATE 23505, tabla ' +
        'companies, restricción companies_rut_unique). El servidor arranca igual.',
    ]);
    expect(data).toMatchObject({ demo: false, master: null, masterMissing: true });
    expect(await countOf(db, users)).toBe(0);
    expect(await holdsDemo(db)).toBe(false);
  });
});
