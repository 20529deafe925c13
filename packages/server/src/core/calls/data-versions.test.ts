import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildings, countries, dataVersions, notifications, towers, users } from '../../db/schema';
import { seedDemo } from '../../seed/demo';
import { anonymousScope, masterScope, type Scope } from '../tenant/scope';
import { openFreshDatabase } from '../test/test-app';
import { createDataVersions, sharedReads, type VersionOf } from './data-versions';

/**
 * Issue #27 item 4: the statement triggers of migration 0010 bump, in the writing transaction, the version of each
 * company a statement touched, and nothing else; a scope's version is the sum it may read.
 */
let fresh: Awaited<ReturnType<typeof openFreshDatabase>>;
let versionOf: VersionOf;
let prado = 0;
let costa = 0;

const tenant = (companyId: number): Scope => ({ kind: 'tenant', userId: 1, ip: null, companyId, buildingIds: [] });

/** Each company's stored version, 0 for a company with no row yet. */
const versions = async () => {
  const rows = await fresh.db.select().from(dataVersions);
  const of = (companyId: number) => rows.find((row) => row.companyId === companyId)?.version ?? 0;
  return { none: of(0), prado: of(prado), costa: of(costa) };
};

/** How each company's version moved across `change`. */
const bumpsOf = async (change: () => Promise<unknown>) => {
  const before = await versions();
  await change();
  const after = await versions();
  return { none: after.none - before.none, prado: after.prado - before.prado, costa: after.costa - before.costa };
};

beforeAll(async () => {
  fresh = await openFreshDatabase();
  await seedDemo(fresh.db);
  versionOf = createDataVersions(fresh.db);
  const companyOf = async (name: string) =>
    (await fresh.db.select().from(buildings).where(eq(buildings.name, name)))[0]!.companyId;
  prado = await companyOf('Complejo Parque Batlle');
  costa = await companyOf('Residencial Playa Brava');
});
afterAll(() => fresh.close());

describe('the versions the triggers bump', () => {
  it("bumps once per statement the companies of the rows it touched, and a company's row by its id", async () => {
    const parque = (await fresh.db.select().from(buildings).where(eq(buildings.name, 'Complejo Parque Batlle')))[0]!;
    const rows = Array.from({ length: 3 }, (_, index) => ({
      companyId: prado,
      buildingId: parque.id,
      name: `Torre Versionada ${index}`,
    }));
    expect(await bumpsOf(() => fresh.db.insert(towers).values(rows))).toEqual({ none: 0, prado: 1, costa: 0 });
    const versioned = inArray(
      towers.name,
      rows.map((row) => row.name),
    );
    expect(await bumpsOf(() => fresh.db.update(towers).set({ floors: 3 }).where(versioned))).toEqual({
      none: 0,
      prado: 1,
      costa: 0,
    });
    expect(await bumpsOf(() => fresh.db.delete(towers).where(versioned))).toEqual({ none: 0, prado: 1, costa: 0 });
    expect(
      await bumpsOf(() =>
        fresh.db.update(buildings).set({ phone: '24000000' }).where(eq(buildings.name, 'Residencial Playa Brava')),
      ),
    ).toEqual({ none: 0, prado: 0, costa: 1 });
  });

  it('bumps nothing for a statement that touched no row', async () => {
    const nothing = () => fresh.db.update(towers).set({ floors: 1 }).where(sql`false`);
    expect(await bumpsOf(nothing)).toEqual({ none: 0, prado: 0, costa: 0 });
  });

  it('bumps both companies when a row moves from one to the other', async () => {
    const [row] = await fresh.db.select().from(users).where(eq(users.companyId, prado)).limit(1);
    const move = (companyId: number) => () => fresh.db.update(users).set({ companyId }).where(eq(users.id, row!.id));
    expect(await bumpsOf(move(costa))).toEqual({ none: 0, prado: 1, costa: 1 });
    await move(prado)();
  });

  it("bumps 0, which every scope reads, for data of no company, and a notification's by its user", async () => {
    const catalog = () =>
      fresh.db
        .update(countries)
        .set({ name: sql`${countries.name}` })
        .where(eq(countries.code, 'UY'));
    expect(await bumpsOf(catalog)).toEqual({ none: 1, prado: 0, costa: 0 });
    const [user] = await fresh.db.select().from(users).where(eq(users.companyId, costa)).limit(1);
    const notify = () =>
      fresh.db.insert(notifications).values({ userId: user!.id, typeId: 1, title: 'Aviso', text: 'Versionado' });
    expect(await bumpsOf(notify)).toEqual({ none: 0, prado: 0, costa: 1 });
  });

  it('bumps every company, and 0, on a TRUNCATE', async () => {
    const truncate = () => fresh.db.execute(sql`TRUNCATE notifications`);
    expect(await bumpsOf(truncate)).toEqual({ none: 1, prado: 1, costa: 1 });
  });
});

describe('the version of a scope', () => {
  it("is a company's own plus 0's for its callers, and every company's for the master and anonymous callers", async () => {
    const stored = await versions();
    const all = (await fresh.db.select().from(dataVersions)).reduce((sum, row) => sum + row.version, 0);
    expect(await versionOf(tenant(prado))).toBe(String(stored.prado + stored.none));
    expect(await versionOf(tenant(costa))).toBe(String(stored.costa + stored.none));
    expect(await versionOf(masterScope(1))).toBe(String(all));
    expect(await versionOf(anonymousScope())).toBe(String(all));
  });

  it("changes only for the scopes that may read a change: another company's caller keeps its version", async () => {
    const [before, beforeCosta, beforeMaster] = [
      await versionOf(tenant(prado)),
      await versionOf(tenant(costa)),
      await versionOf(masterScope(1)),
    ];
    await fresh.db.update(buildings).set({ phone: '24000001' }).where(eq(buildings.name, 'Residencial Playa Brava'));
    expect(await versionOf(tenant(prado))).toBe(before);
    expect(await versionOf(tenant(costa))).not.toBe(beforeCosta);
    expect(await versionOf(masterScope(1))).not.toBe(beforeMaster);
  });
});

describe('reads of one version asked at once', () => {
  /** A read that answers when told to, counting the reads sent. */
  const controlled = () => {
    const sent: ((version: string) => void)[] = [];
    const read = sharedReads(
      (_key: string) =>
        new Promise<string>((resolve) => {
          sent.push(resolve);
        }),
    );
    return { read, sent };
  };
  const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('share one read among the requests that asked before it was sent', async () => {
    const { read, sent } = controlled();
    const answers = Promise.all([read('a'), read('a'), read('a')]);
    await turn();
    expect(sent).toHaveLength(1);
    sent[0]!('5');
    expect(await answers).toEqual(['5', '5', '5']);
  });

  it('never give a request the answer of a read already sent when it asked: it waits for the next one', async () => {
    const { read, sent } = controlled();
    const early = read('a');
    await turn();
    const late = [read('a'), read('a')];
    await turn();
    expect(sent).toHaveLength(1);
    sent[0]!('5');
    expect(await early).toBe('5');
    await turn();
    expect(sent).toHaveLength(2);
    sent[1]!('6');
    expect(await Promise.all(late)).toEqual(['6', '6']);
  });

  it('send the next read anyway when the one in flight hangs', async () => {
    const sent: ((version: string) => void)[] = [];
    const read = sharedReads(
      (_key: string) =>
        new Promise<string>((resolve) => {
          sent.push(resolve);
        }),
      20,
    );
    void read('a');
    await turn();
    const after = read('a');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(sent).toHaveLength(2);
    sent[1]!('7');
    expect(await after).toBe('7');
  });

  it('read each key on its own', async () => {
    const { read, sent } = controlled();
    const answers = Promise.all([read('a'), read('b')]);
    await turn();
    expect(sent).toHaveLength(2);
    sent[0]!('1');
    sent[1]!('2');
    expect(await answers).toEqual(['1', '2']);
  });
});
