import { contract } from '@horizontal/domain';
import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../app';
import { openFreshDatabase, systemHeaders } from '../core/test/test-app';
import { roles, serverSecrets, sessions, users } from '../db/schema';
import { demoLogins, seedDemo } from './demo';
import { createFirstMaster, createOrResetMaster } from './master';
import { loadStartData, startDataLines } from './start';

const settings = { master: { email: 'dueno@horizontal.uy', name: 'Dueño de Horizontal' }, seedDemo: false };
const closers: (() => Promise<void>)[] = [];

const freshDatabase = async () => {
  const fresh = await openFreshDatabase();
  closers.push(fresh.close);
  return fresh;
};

/** The server on that database, as main.ts builds it after loading the start data. */
const serverOn = async (fresh: Awaited<ReturnType<typeof freshDatabase>>) => {
  const app = await build({ config: fresh.config, database: fresh.database });
  closers.push(() => app.close());
  const post = (url: string, payload: object, headers: Record<string, string> = systemHeaders) =>
    app.inject({ method: 'POST', url: `${fresh.config.apiPrefix}${url}`, headers, payload });
  return {
    post,
    signIn: async (email: string, password: string) => post(contract.auth.signin.path, { email, password }),
    companies: (token: string) =>
      app.inject({
        method: 'GET',
        url: `${fresh.config.apiPrefix}${contract.companies.findAll.path}`,
        headers: { ...systemHeaders, 'x-token': token },
      }),
  };
};

afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const reported = () => {
  const lines: string[] = [];
  return { lines, report: (line: string) => lines.push(line) };
};

describe('a first start without the demo', () => {
  it('creates the master of MASTER_EMAIL with a temporary password that the first sign-in must change', async () => {
    const fresh = await freshDatabase();
    const { lines, report } = reported();
    const data = await loadStartData(fresh.db, settings, report);
    expect(lines).toEqual([]);
    expect(data).toMatchObject({ demo: false, masterMissing: false, openDemoLogins: [] });
    expect(data.master).toMatchObject({ email: 'dueno@horizontal.uy', name: 'Dueño de Horizontal', created: true });
    const password = data.master!.password;
    const [row] = await fresh.db.select().from(users).innerJoin(roles, eq(roles.id, users.roleId));
    expect(row!.users).toMatchObject({ email: 'dueno@horizontal.uy', companyId: null, indCreated: true });
    expect(row!.roles).toMatchObject({ name: 'master', companyId: null });
    expect(row!.users.passwordHash).not.toContain(password);

    const banner = startDataLines(data).join('\n');
    expect(banner).toContain('Usuario maestro creado: dueno@horizontal.uy');
    expect(banner).toContain(`Contraseña temporal: ${password}`);
    expect(banner).not.toMatch(/demostración|#2026/);

    const server = await serverOn(fresh);
    const signIn = await server.signIn('dueno@horizontal.uy', password);
    expect(signIn.json()).toMatchObject({ ok: true, indCreated: true });
    const token = signIn.json().token as string;
    expect((await server.companies(token)).statusCode).toBe(403);
    const changed = await server.post(
      contract.auth.change.path,
      { currentPassword: password, newPassword: 'Horizonte#2027' },
      { ...systemHeaders, 'x-token': token },
    );
    expect(changed.statusCode).toBe(200);
    const again = await server.signIn('dueno@horizontal.uy', 'Horizonte#2027');
    expect(again.json()).toMatchObject({ ok: true, indCreated: false });
    expect((await server.companies(again.json().token)).statusCode).toBe(200);
  });

  it('creates it once: a later start, or another instance starting with it, finds the master', async () => {
    const fresh = await freshDatabase();
    const [first, twin] = await Promise.all([
      createFirstMaster(fresh.db, settings.master),
      createFirstMaster(fresh.db, settings.master),
    ]);
    expect([first, twin].filter(Boolean)).toHaveLength(1);
    const later = await loadStartData(fresh.db, { ...settings, master: { email: 'otro@horizontal.uy', name: 'Otro' } });
    expect(later).toMatchObject({ master: null, masterMissing: false });
    expect(startDataLines(later)).toEqual([]);
    expect((await fresh.db.select({ n: count() }).from(users))[0]!.n).toBe(1);
  });

  it('without MASTER_EMAIL says how to create the master, and shows no demo password', async () => {
    const fresh = await freshDatabase();
    const data = await loadStartData(fresh.db, { seedDemo: false });
    expect(data).toEqual({ demo: false, master: null, masterMissing: true, openDemoLogins: [] });
    const banner = startDataLines(data).join('\n');
    expect(banner).toContain('No hay usuario maestro');
    expect(banner).toContain('MASTER_EMAIL=correo@dominio.uy');
    expect(banner).toContain('npm run create-master -w @horizontal/server -- correo@dominio.uy');
    expect(banner).not.toContain('#2026');
  });

  it('refuses an e-mail that another user has, in one line, and goes on', async () => {
    const fresh = await freshDatabase();
    await createFirstMaster(fresh.db, settings.master);
    await fresh.db.delete(users);
    await fresh.db.insert(users).values({
      roleId: (await fresh.db.select().from(roles).where(eq(roles.name, 'administrador')))[0]!.id,
      name: 'Administrador',
      email: 'dueno@horizontal.uy',
      identity: '',
      phone: '',
      passwordHash: 'x',
    });
    const { lines, report } = reported();
    const data = await loadStartData(fresh.db, settings, report);
    expect(lines).toEqual([
      'No se creó el usuario maestro: el correo dueno@horizontal.uy ya es de otro usuario. El servidor arranca igual.',
    ]);
    expect(data).toMatchObject({ master: null, masterMissing: true });
  });
});

describe('the start banner', () => {
  it('shows the demo passwords only for the database the demo was loaded into', async () => {
    const fresh = await freshDatabase();
    const data = await loadStartData(fresh.db, { seedDemo: true });
    expect(data).toEqual({ demo: true, master: null, masterMissing: false, openDemoLogins: [] });
    const banner = startDataLines(data).join('\n');
    for (const login of demoLogins) expect(banner).toContain(`${login.email.padEnd(24)} ${login.password}`);
    // SEED_DEMO=false on the same database: it still is the demo's, and its logins still are the published ones.
    expect(startDataLines(await loadStartData(fresh.db, { seedDemo: false }))).toEqual(startDataLines(data));
  });

  it('warns about demo logins that still open with their published password outside the demo', async () => {
    const fresh = await freshDatabase();
    await seedDemo(fresh.db);
    // A database seeded before the marker existed: the demo's logins are there, the marker is not.
    await fresh.db.delete(serverSecrets);
    const [master] = demoLogins;
    await createOrResetMaster(fresh.db, { email: master!.email, name: 'Maestro' });
    const data = await loadStartData(fresh.db, { seedDemo: false });
    expect(data.demo).toBe(false);
    expect(data.openDemoLogins.sort()).toEqual(
      demoLogins
        .slice(1)
        .map((login) => login.email)
        .sort(),
    );
    const banner = startDataLines(data).join('\n');
    expect(banner).toContain('ATENCIÓN');
    expect(banner).not.toContain('#2026');
  });
});

describe('createOrResetMaster (the create-master command)', () => {
  it("gives the master a new temporary password, reactivates it and closes its sessions; never another user's", async () => {
    const fresh = await freshDatabase();
    await seedDemo(fresh.db);
    const [master, admin] = demoLogins;
    const server = await serverOn(fresh);
    const before = await server.signIn(master!.email, master!.password);
    await fresh.db.update(users).set({ status: 'inactivo' }).where(eq(users.email, master!.email));

    const reset = await createOrResetMaster(fresh.db, { email: master!.email.toUpperCase(), name: 'Ignorado' });
    expect(reset).toMatchObject({ email: master!.email, created: false });
    const [row] = await fresh.db.select().from(users).where(eq(users.email, master!.email));
    expect(row).toMatchObject({ status: 'activo', indCreated: true });
    const open = await fresh.db.select().from(sessions).where(eq(sessions.userId, row!.id));
    expect(open.every((session) => session.revokedAt !== null)).toBe(true);
    expect((await server.companies(before.json().token)).statusCode).toBe(401);
    expect((await server.signIn(master!.email, master!.password)).statusCode).toBe(401);
    expect((await server.signIn(master!.email, reset.password)).json()).toMatchObject({ indCreated: true });

    await expect(createOrResetMaster(fresh.db, { email: admin!.email, name: 'Admin' })).rejects.toThrow(
      `el correo ${admin!.email} es de un usuario que no es el maestro`,
    );
    const created = await createOrResetMaster(fresh.db, { email: 'segundo@horizontal.uy', name: 'Segundo' });
    expect(created.created).toBe(true);
    expect((await server.signIn('segundo@horizontal.uy', created.password)).json()).toMatchObject({
      ok: true,
      indCreated: true,
    });
  });
});
