import { contract } from '@horizontal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticateToken } from '../../core/auth/authentication';
import { createTestApp, mailText, systemHeaders, type TestApp } from '../../core/test/test-app';
import { accessRequests, auditLog, buildings, contactRequests, passwordResets, users } from '../../db/schema';
import { demoLogins } from '../../seed/demo';
import { requestPasswordReset, submitAccessRequest, submitContact, validatePasswordReset } from './flows';
import { createPublicRepositories } from './repositories';

const [, , , desk] = demoLogins;
let t: TestApp;
let repos: ReturnType<typeof createPublicRepositories>;

beforeAll(async () => {
  t = await createTestApp();
  repos = createPublicRepositories(t.db);
});
afterAll(() => t.close());

const lastMail = async () => mailText((await t.outbox()).at(-1) ?? '');

const signin = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signin', headers: systemHeaders, payload: { email, password } });

describe('forgot, validate and change', () => {
  let temporary = '';

  it('answers a known and an unknown e-mail alike before looking either up, then e-mails the known one', async () => {
    const before = (await t.outbox()).length;
    const [knownRequest, unknownRequest] = [{}, {}] as FastifyRequest[];
    const known = requestPasswordReset(t.app, repos, knownRequest!, desk.email);
    const unknown = requestPasswordReset(t.app, repos, unknownRequest!, 'nadie@correo.com.uy');
    expect(unknown).toBe(known);
    // Nothing was done for either before the answer (issue #26: the known e-mail's answer took twice as long).
    const [user] = await t.db.select().from(users).where(eq(users.email, desk.email));
    expect(await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user!.id))).toEqual([]);
    t.app.afterAnswer.start(knownRequest!);
    t.app.afterAnswer.start(unknownRequest!);
    const mails = await t.outbox();
    expect(mails).toHaveLength(before + 1);
    expect(mailText(mails.at(-1)!)).toMatch(/^To: porteria@horizontal\.uy$/m);
  });

  it('refuses a wrong code, then trades the right one for a temporary password, once', async () => {
    const session = await t.headersOf(desk);
    const code = (await lastMail()).match(/contraseña es: (\d{6})/)![1]!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await expect(validatePasswordReset(t.app, repos, desk.email, wrong, null)).rejects.toThrow(/no es válido o venció/);
    await validatePasswordReset(t.app, repos, desk.email, code, '10.0.0.9');
    await expect(validatePasswordReset(t.app, repos, desk.email, code, null)).rejects.toThrow(/no es válido o venció/);
    temporary = (await lastMail()).match(/Contraseña temporal: (\S+)/)![1]!;
    // The old password stops working, and so does every open session.
    expect((await signin(desk.email, desk.password)).statusCode).toBe(401);
    await expect(authenticateToken(t.app, session['x-token'], null)).rejects.toThrow(/sesión expiró/);
    const res = await signin(desk.email, temporary);
    expect(res.json()).toMatchObject({ ok: true, indCreated: true });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'password.reset'));
    expect(audit).toMatchObject({ entity: 'users', ip: '10.0.0.9' });
    expect(JSON.stringify(audit)).not.toContain(temporary);
  });

  it('changes the password only with the current one, and clears indCreated', async () => {
    const headers = await t.headersOf({ email: desk.email, password: temporary });
    const other = await t.headersOf({ email: desk.email, password: temporary });
    // The account module's call, through HTTP: a module's test does not import another module.
    const change = (currentPassword: string, newPassword: string) =>
      t.call(contract.auth.change, { headers, body: { currentPassword, newPassword } });
    const wrong = await change('Otra#Clave1', desk.password);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/actual no es correcta/);
    const same = await change(temporary, temporary);
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toMatch(/distinta de la actual/);
    expect((await change(temporary, desk.password)).json()).toMatchObject({ ok: true });
    const [row] = await t.db.select().from(users).where(eq(users.email, desk.email));
    expect(row!.indCreated).toBe(false);
    expect((await signin(desk.email, desk.password)).json()).toMatchObject({ ok: true, indCreated: false });
    // The session that changed it stays; the others close.
    await expect(authenticateToken(t.app, headers['x-token'], null)).resolves.toBeTruthy();
    await expect(authenticateToken(t.app, other['x-token'], null)).rejects.toThrow();
    expect(await lastMail()).toContain('La contraseña de su usuario de Horizontal se cambió');
  });
});

describe('contact and access requests', () => {
  it('keeps a contact message, e-mails the team and thanks the sender', async () => {
    const before = (await t.outbox()).length;
    await submitContact(
      t.app,
      contract.auth.contact.request.parse({
        name: 'Rosana Ferreira',
        email: 'rosana@correo.com.uy',
        phone: '99123456',
        message: 'Quiero una demo.',
      }),
      null,
    );
    const rows = await t.db.select().from(contactRequests);
    expect(rows.at(-1)).toMatchObject({ name: 'Rosana Ferreira', message: 'Quiero una demo.' });
    const mails = (await t.outbox()).slice(before).map(mailText);
    expect(mails).toHaveLength(2);
    const team = mails.find((mail) => /^To: contacto@horizontal\.uy$/m.test(mail));
    expect(team).toContain('Mensaje: Quiero una demo.');
    // The sender's copy repeats nothing they typed: the form must not mail chosen words to a chosen address.
    const thanks = mails.find((mail) => /^To: rosana@correo\.com\.uy$/m.test(mail));
    expect(thanks).toContain('Recibimos su consulta');
    expect(thanks).not.toMatch(/Rosana|demo/);
  });

  it('sends an access request to the administradora of the complejo, once', async () => {
    const [building] = await t.db.select().from(buildings).where(eq(buildings.name, 'Residencial Playa Brava'));
    // As the handler receives it: parsed by the contract.
    const request = contract.auth.access.request.parse({
      name: 'Pedro Acosta',
      email: 'Pedro@correo.com.uy',
      phone: '94111222',
      companyId: building!.companyId,
      buildingId: building!.id,
      message: 'Soy propietario del 302.',
    });
    const before = (await t.outbox()).length;
    await submitAccessRequest(t.app, repos, request, null);
    const [row] = await t.db.select().from(accessRequests).where(eq(accessRequests.email, 'pedro@correo.com.uy'));
    expect(row).toMatchObject({ buildingId: building!.id, status: 'pendiente' });
    const mails = (await t.outbox()).slice(before).map(mailText);
    expect(mails.find((mail) => /^To: info@costaeste\.com\.uy$/m.test(mail))).toContain(
      'Complejo: Residencial Playa Brava',
    );
    // Its words only: the headers and MIME boundaries are random hex, where «302» may appear by chance.
    const acknowledgement = mails.find((mail) => /^To: pedro@correo\.com\.uy$/im.test(mail)) ?? '';
    const words = acknowledgement.split(/^Content-Transfer-Encoding: .*$/m)[1]?.split(/^--/m)[0] ?? '';
    expect(words).toContain('Recibimos su solicitud de acceso');
    expect(words).not.toMatch(/Pedro Acosta|302/);
    await expect(submitAccessRequest(t.app, repos, request, null)).rejects.toThrow(/solicitud pendiente/);
  });

  it('refuses a complejo that is not of the chosen administradora', async () => {
    const [building] = await t.db.select().from(buildings).where(eq(buildings.name, 'Complejo Parque Batlle'));
    const [other] = await t.db.select().from(buildings).where(eq(buildings.name, 'Residencial Playa Brava'));
    await expect(
      submitAccessRequest(
        t.app,
        repos,
        contract.auth.access.request.parse({
          name: 'Ximena Rodríguez',
          email: 'x@correo.com.uy',
          phone: '094111223',
          companyId: other!.companyId,
          buildingId: building!.id,
        }),
        null,
      ),
    ).rejects.toThrow(/no pertenece a esa administradora/);
  });
});
