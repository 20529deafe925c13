import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dataVersions } from '../../db/schema';
import type { Scope } from '../tenant/scope';

/** The version of the data a scope may read, as text: a bigint that only grows. */
export type VersionOf = (scope: Scope) => Promise<string>;

/**
 * One read in flight per key, and the requests that ask meanwhile share the next one. A request may take only the
 * answer of a read sent after it asked: that read's snapshot holds every commit the request must see. So a request
 * never joins the read in flight; it joins, or starts, the one that goes out when that read returns. A busy list's
 * clients then cost one query per round trip instead of one each (on PGlite, one thread runs them all): a read costs
 * ~190 µs of that thread there, ~40 µs of the process on PostgreSQL.
 */
export const sharedReads = <K>(read: (key: K) => Promise<string>, patienceMs = 50) => {
  // A read that hangs (a connection lost that the pool has not noticed yet) holds the next one back no longer than
  // this: then it goes out on a connection of its own.
  const aheadOrPatience = async (ahead: Promise<unknown>) => {
    let timer: NodeJS.Timeout | undefined;
    const patience = new Promise((resolve) => {
      timer = setTimeout(resolve, patienceMs);
    });
    await Promise.race([ahead.catch(() => undefined), patience]);
    clearTimeout(timer);
  };
  const next = new Map<K, Promise<string>>();
  const inFlight = new Map<K, Promise<unknown>>();
  return (key: K): Promise<string> => {
    const queued = next.get(key);
    if (queued) return queued;
    const ahead = inFlight.get(key);
    const reading = (async () => {
      // Always after a turn, so `next` holds this read before it is sent: whoever asks until then joins it.
      await (ahead ? aheadOrPatience(ahead) : Promise.resolve());
      // Sent now: whoever asks from here on needs a read sent after them.
      next.delete(key);
      const running = read(key);
      inFlight.set(key, running);
      try {
        return await running;
      } finally {
        if (inFlight.get(key) === running) inFlight.delete(key);
      }
    })();
    next.set(key, reading);
    return reading;
  };
};

/**
 * The version of a scope's data, read in one statement on the primary key of data_versions (whose rows the
 * statement triggers of migration 0010 bump in the writing transaction). A company's caller reads its company's
 * rows and those of no company (0: catalogs, global profiles); the master and anonymous callers may read any
 * company's, so theirs is every row. A sum stands for the versions: each is a counter that only grows and every
 * committed change bumps at least one of them, so the sum of the rows a scope reads changes with every change it
 * could see, and never returns to a value it had.
 */
export const createDataVersions = (db: Database): VersionOf => {
  const total = sql<string>`coalesce(sum(${dataVersions.version}), 0)::text`;
  // Prepared by name: parsed and planned once per connection, as every cacheable read runs one.
  const ofCompany = db
    .select({ version: total })
    .from(dataVersions)
    .where(sql`${dataVersions.companyId} IN (${sql.placeholder('companyId')}, 0)`)
    .prepare('data_version_of_company');
  const ofAll = db.select({ version: total }).from(dataVersions).prepare('data_version_of_all');
  // null: every company's.
  const versionOf = sharedReads(async (companyId: number | null) => {
    const [row] = companyId === null ? await ofAll.execute() : await ofCompany.execute({ companyId });
    return row?.version ?? '0';
  });
  return (scope) => versionOf(scope.kind === 'tenant' ? scope.companyId : null);
};
